import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { useDeleteCustomDomain } from '../api/delete-custom-domain'

/** SPEC §4: a custom domain is deleted only after confirmation. Open while `domain` is set. */
export function DeleteDomainDialog({
  eventId,
  domain,
  onClose,
}: {
  eventId: string
  domain: string | null
  onClose: () => void
}) {
  const deleteDomain = useDeleteCustomDomain(eventId)
  const [pending, setPending] = useState(false)

  async function confirm() {
    if (!domain) return
    setPending(true)
    try {
      const answer = await deleteDomain(domain)
      toast.success(answer.message)
      onClose()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Unable to delete the domain.')
    } finally {
      setPending(false)
    }
  }

  return (
    <ConfirmDialog
      open={domain !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Delete this domain?"
      description={`${domain ?? ''} will no longer lead to the event page.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
