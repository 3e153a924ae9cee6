import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useDetailsForm } from '../use-details-form'
import { DetailsFields } from './details-fields'

/** SPEC §2 Settings → Details; type and date are locked except for global admins (§6). */
export function DetailsSettings() {
  const { values, setValues, isAdmin, dirty, saving, submit, errors } = useDetailsForm()
  return (
    <Card title="Details" description="What the event is, when and where it takes place, and who it celebrates.">
      <form onSubmit={(formEvent) => void submit(formEvent)} noValidate className="flex flex-col gap-4">
        <DetailsFields
          values={values}
          onChange={setValues}
          lockTypeAndDate={!isAdmin}
          errors={errors}
          note={
            isAdmin
              ? 'The type and date cannot be changed after creation, except by a global admin like you.'
              : 'The type and date cannot be changed after creation.'
          }
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!dirty || saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
