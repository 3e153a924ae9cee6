import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { ModalClose, ModalShell } from '@/components/ui/modal-shell'
import { Skeleton } from '@/components/ui/skeleton'
import type { MailingSummary } from '../api/get-mailings'
import { useMailingRecipients, type MailingRecipient } from '../api/get-mailing-recipients'

/** What became of one recipient's mail, then of the guest: the latest that is true. */
function stateOf(recipient: MailingRecipient): string {
  const guest = recipient.guest
  if (guest?.unsubscribed_at) return 'Unsubscribed'
  if (recipient.state === 'failed') return `Failed: ${recipient.last_error ?? 'unknown reason'}`
  if (recipient.state === 'queued')
    return recipient.last_error ? `Queued (retrying: ${recipient.last_error})` : 'Queued'
  if (guest && guest.status !== 'pending') return 'Answered'
  if (guest?.visited_at && guest.visited_at >= recipient.created_at) return 'Visited'
  return 'Sent'
}

export function RecipientsDialog({
  eventId,
  mailing,
  onClose,
}: {
  eventId: string
  mailing: MailingSummary
  onClose: () => void
}) {
  const recipients = useMailingRecipients(eventId, mailing.id)
  let body
  if (recipients.error && !recipients.data) {
    body = (
      <LoadError onRetry={() => void recipients.mutate()}>
        The recipients could not be loaded: {recipients.error.message}
      </LoadError>
    )
  } else if (!recipients.data) {
    body = <Skeleton className="h-24" />
  } else {
    body = (
      <ul aria-label="Recipients" className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
        {recipients.data.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-medium">{r.guest?.name ?? 'Deleted guest'}</span>{' '}
              <span className="break-all text-slate-600 dark:text-slate-400">{r.address}</span>
            </span>
            <span>{stateOf(r)}</span>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ModalShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={mailing.subject}
      description={`Sent to ${mailing.recipients} ${mailing.recipients === 1 ? 'guest' : 'guests'}.`}
      closeLabel="Close"
      className="max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto"
    >
      <div className="mt-4">{body}</div>
      <div className="mt-4 flex justify-end">
        <ModalClose asChild>
          <Button variant="secondary">Done</Button>
        </ModalClose>
      </div>
    </ModalShell>
  )
}
