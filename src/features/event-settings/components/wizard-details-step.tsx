import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Button, buttonStyles } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths, routes } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { useSession } from '@/entities/session'
import { eventCreationRefusal, useCreateEvent } from '../api/create-event'
import type { DetailsValues, GeneralValues } from '../field-changes'
import { toDateTimeInput } from '../date-input'
import { DATE_IS_FINAL, detailsErrors, hasErrors, newEventRow } from '../new-event'
import { DetailsFields } from './details-fields'

/**
 * Step 2: the Details form, then the one insert (SPEC §4). Anyone may set type and date here;
 * only a global admin changes them afterwards, and the form says so.
 */
export function WizardDetailsStep({
  general,
  values,
  onChange,
}: {
  general: GeneralValues
  values: DetailsValues
  onChange: (values: DetailsValues) => void
}) {
  const { userId } = useSession()
  const createEvent = useCreateEvent()
  const navigate = useNavigate()
  const [showErrors, setShowErrors] = useState(false)
  const [creating, setCreating] = useState(false)
  const errors = detailsErrors(values, { creating: true })

  async function create(formEvent: FormEvent) {
    formEvent.preventDefault()
    setShowErrors(true)
    if (creating || !userId || hasErrors(errors)) return
    setCreating(true)
    try {
      const event = await createEvent(newEventRow(general, values, userId))
      navigate(paths.event(event.id))
    } catch (error) {
      console.error('Event creation failed', error)
      toast.error(eventCreationRefusal(error))
      setCreating(false)
    }
  }

  return (
    <Card title="Details">
      <form onSubmit={(formEvent) => void create(formEvent)} noValidate className="flex flex-col gap-4">
        <DetailsFields
          values={values}
          onChange={onChange}
          lockTypeAndDate={false}
          note="Choose the type and date with care: they cannot be changed after creation."
          errors={showErrors ? errors : {}}
          dateHint={DATE_IS_FINAL}
          minDate={toDateTimeInput(new Date().toISOString())}
        />
        <div className="flex justify-between">
          <Link to={routes.adminNewGeneral} className={buttonStyles('secondary')}>
            Back
          </Link>
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating…' : 'Create event'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
