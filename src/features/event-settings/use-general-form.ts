import { useState, type FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { isEventId } from '@kernel/event-identifier'
import { SLUG_MESSAGES } from '@kernel/slug-rules'
import { useEvent } from '@/entities/event'
import { useUpdateEvent } from './api/update-event'
import { generalChanges, generalValuesOf } from './field-changes'
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
  const saveFields = useUpdateEvent()
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
      const done = await saveFields(changes, toast)
      if (done.includes('slug') && !isEventId(identifier)) {
        navigate(paths.eventTab(event.id, 'settings/general'), { replace: true })
      }
    } finally {
      setSaving(false)
    }
  }

  return { event, values, setValues, slugStatus: slug.status, dirty: changes.length > 0, saving, submit }
}
