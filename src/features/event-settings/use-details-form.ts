import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { useSession } from '@/features/auth'
import { useEvent } from '@/features/events'
import { useUpdateEvent } from './api/update-event'
import { detailsChanges, detailsValuesOf } from './field-changes'

/** Settings → Details: each changed field saves with its own update and toast (SPEC §8). */
export function useDetailsForm() {
  const { event } = useEvent()
  const { isAdmin } = useSession()
  const saveFields = useUpdateEvent()
  const saved = detailsValuesOf(event)
  const [values, setValues] = useState(saved)
  const [saving, setSaving] = useState(false)
  const changes = detailsChanges(saved, values)

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    if (saving || changes.length === 0) return
    setSaving(true)
    try {
      await saveFields(changes, toast)
    } finally {
      setSaving(false)
    }
  }

  return { values, setValues, isAdmin, dirty: changes.length > 0, saving, submit }
}
