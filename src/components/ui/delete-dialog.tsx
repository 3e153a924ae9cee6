import { useState } from 'react'
import { toast } from '@/lib/toast'
import { ConfirmDialog } from './confirm-dialog'

/**
 * Delete asks first; the toasts say how it went (the spec's texts are the callers'). A failure
 * keeps the dialog open with its reason under the error toast, so nothing is lost silently.
 */
export function DeleteDialog({
  title,
  description,
  remove,
  success,
  failure,
  onClose,
  confirmLabel = 'Delete',
}: {
  title: string
  description: string
  remove: () => Promise<void>
  success: string
  failure: string
  onClose: () => void
  /** 'Remove' for a team member: the same confirmation, another word. */
  confirmLabel?: string
}) {
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await remove()
      onClose()
      toast.success(success)
    } catch (error) {
      console.error(`${title} failed`, error)
      toast.error(failure, { description: error instanceof Error ? error.message : undefined })
    } finally {
      setPending(false)
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
