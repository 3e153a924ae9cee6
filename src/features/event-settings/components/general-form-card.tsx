import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { publicEventUrl } from '@/entities/event'
import { useGeneralForm } from '../use-general-form'
import { GeneralFields } from './general-fields'

/** SPEC §2 Settings → General: the event name and its URL slug, with a copy button. */
export function GeneralFormCard() {
  const { event, values, setValues, slugStatus, dirty, saving, submit } = useGeneralForm()
  return (
    <Card title="General" description="The event's name and the address of its public page.">
      <form onSubmit={(formEvent) => void submit(formEvent)} className="flex flex-col gap-4" noValidate>
        <GeneralFields
          values={values}
          onChange={setValues}
          slugStatus={slugStatus}
          savedSlug={event.slug ?? ''}
          slugAction={
            <CopyButton
              text={publicEventUrl(event)}
              label="Copy event URL"
              copiedMessage="Event URL copied to clipboard"
            />
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
