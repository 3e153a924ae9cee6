import { useState, type FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { paths } from '../../lib/paths'
import { toast } from '../../lib/toast'
import { isEventId, SLUG_MESSAGES, useEvent } from '../events'
import { useUpdateEvent } from './api/update-event'
import { generalChanges, generalValuesOf } from './field-changes'
import { runFieldSaves } from './field-save'
import { slugBlocksSaving } from './slug-status'
import { useSlugAvailability } from './use-slug-availability'

/**
 * Settings → General name and slug (SPEC §5): each saves only when changed, with its own toast;
 * a slug error blocks the whole save. When the page was opened by the old slug, it moves to the
 * event's id, which keeps naming the event.
 */
export function useGeneralForm() {
  const { event } = useEvent()
  const { eventId: identifier = '' } = useParams()
  const navigate = useNavigate()
  const { update, refresh } = useUpdateEvent()
  const saved = generalValuesOf(event)
  const [values, setValues] = useState(saved)
  const [saving, setSaving] = useState(false)
  const slug = useSlugAvailability(values.slug, saved.slug, event.id)
  const changes = generalChanges(saved, values)

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    if (saving || changes.length === 0) return
    setSaving(true)
    try {
      const slugStatus = changes.some((c) => c.field === 'slug') ? await slug.settle() : slug.status
      if (slugBlocksSaving(slugStatus)) {
        toast.error(SLUG_MESSAGES.fixBeforeSaving)
        return
      }
      const done = await runFieldSaves(changes, update, toast)
      const leaveOldSlug = done.includes('slug') && !isEventId(identifier)
      if (leaveOldSlug) navigate(paths.eventTab(event.id, 'settings/general'), { replace: true })
      if (done.length > 0) await refresh({ rereadEvent: !leaveOldSlug })
    } finally {
      setSaving(false)
    }
  }

  return { event, values, setValues, slugStatus: slug.status, dirty: changes.length > 0, saving, submit }
}
