import type { FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Button, buttonStyles } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { routes } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { SLUG_MESSAGES } from '@kernel/slug-rules'
import type { GeneralValues } from '../field-changes'
import { slugBlocksSaving } from '../slug-status'
import { useSlugAvailability } from '../use-slug-availability'
import { GeneralFields } from './general-fields'

/** Step 1: the General form of the settings, checked the same way before moving on. */
export function WizardGeneralStep({
  values,
  onChange,
}: {
  values: GeneralValues
  onChange: (values: GeneralValues) => void
}) {
  const navigate = useNavigate()
  // No saved slug yet: an empty slug is simply "none", anything else is checked.
  const slug = useSlugAvailability(values.slug, '')

  async function next(formEvent: FormEvent) {
    formEvent.preventDefault()
    if (slugBlocksSaving(await slug.settle())) {
      toast.error(SLUG_MESSAGES.fixBeforeSaving)
      return
    }
    navigate(routes.adminNewDetails)
  }

  return (
    <Card title="General" description="Both can be changed later in the event's settings.">
      <form onSubmit={(formEvent) => void next(formEvent)} noValidate className="flex flex-col gap-4">
        <GeneralFields values={values} onChange={onChange} slugStatus={slug.status} />
        <div className="flex justify-between">
          <Link to={routes.adminNew} className={buttonStyles('secondary')}>
            Back
          </Link>
          <Button type="submit">Next</Button>
        </div>
      </form>
    </Card>
  )
}
