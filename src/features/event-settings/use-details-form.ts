import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { useSession } from '@/entities/session'
import { useEvent } from '@/entities/event'
import { useUpdateEvent } from './api/update-event'
import { detailsChanges, detailsValuesOf } from './field-changes'
import { detailsErrors, hasErrors } from './new-event'

/** Settings → Details: each changed field saves with its own update and toast (SPEC §8). */
export function useDetailsForm() {
  const { event } = useEvent()
  const { isAdmin } = useSession()
  const saveFields = useUpdateEvent()
  const saved = detailsValuesOf(event)
  const [values, setValues] = useState(saved)
  const [saving, setSaving] = useState(false)
  const changes = detailsChanges(saved, values)
  // A text over its limit is refused on its field, before the database would refuse it.
  const errors = detailsErrors(values, { creating: false })

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    if (saving || changes.length === 0 || hasErrors(errors)) return
    setSaving(true)
    try {
      await saveFields(changes, toast)
    } finally {
      setSaving(false)
    }
  }

  return { values, setValues, isAdmin, dirty: changes.length > 0, saving, submit, errors }
}
