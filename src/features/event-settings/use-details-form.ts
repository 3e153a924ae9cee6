import { useState, type FormEvent } from 'react'
import { toast } from '../../lib/toast'
import { useSession } from '@/features/auth'
import { useEvent } from '../events'
import { useUpdateEvent } from './api/update-event'
import { detailsChanges, detailsValuesOf } from './field-changes'
import { runFieldSaves } from './field-save'

/** Settings → Details: each changed field saves with its own update and toast (SPEC §8). */
export function useDetailsForm() {
  const { event } = useEvent()
  const { isAdmin } = useSession()
  const { update, refresh } = useUpdateEvent()
  const saved = detailsValuesOf(event)
  const [values, setValues] = useState(saved)
  const [saving, setSaving] = useState(false)
  const changes = detailsChanges(saved, values)

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    if (saving || changes.length === 0) return
    setSaving(true)
    try {
      const done = await runFieldSaves(changes, update, toast)
      if (done.length > 0) await refresh()
    } finally {
      setSaving(false)
    }
  }

  return { values, setValues, isAdmin, dirty: changes.length > 0, saving, submit }
}
