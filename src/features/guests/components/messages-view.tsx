import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { MAIL_KIND_LABELS } from '@kernel/guest-mail/mail-rules'
import type { EventRow } from '@/entities/event'
import { useMailings, type MailingSummary } from '../api/get-mailings'
import { MailSettingsForm } from './mail-settings-form'

const RecipientsDialog = lazy(() => import('./recipients-dialog').then((m) => ({ default: m.RecipientsDialog })))

const when = (mailing: MailingSummary) => new Date(mailing.scheduled_at).toLocaleString()
const COUNTS = ['queued', 'sent', 'failed', 'visited', 'answered'] as const
const COUNT_LABELS: Record<(typeof COUNTS)[number], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  visited: 'Visited',
  answered: 'Answered',
}

/** Issue 20 §1: what was sent, with its counts; a send opens on its recipients. */
export function MessagesView({ event }: { event: EventRow }) {
  const mailings = useMailings(event.id)
  const [open, setOpen] = useState<MailingSummary | null>(null)

  let list
  if (mailings.error && !mailings.data) {
    list = (
      <LoadError onRetry={() => void mailings.mutate()}>
        The messages could not be loaded: {mailings.error.message}
      </LoadError>
    )
  } else if (!mailings.data) {
    list = (
      <div role="status" aria-label="Loading messages" className="flex flex-col gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    )
  } else if (mailings.data.length === 0) {
    list = (
      <p className="py-4 text-slate-600 dark:text-slate-400">No e-mail sent yet. Use 'E-mail guests' to write one.</p>
    )
  } else {
    list = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">E-mails sent to guests</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="py-2 pr-3 font-medium">
                Kind
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Subject
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                When
              </th>
              {COUNTS.map((c) => (
                <th key={c} scope="col" className="px-2 py-2 text-right font-medium">
                  {COUNT_LABELS[c]}
                </th>
              ))}
              <th scope="col" className="sr-only">
                Recipients
              </th>
            </tr>
          </thead>
          <tbody>
            {mailings.data.map((m) => (
              <tr key={m.id} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-2 pr-3">
                  {MAIL_KIND_LABELS[m.kind]}
                  {m.audience === 'automatic' && ' (automatic)'}
                </td>
                <td className="max-w-64 py-2 pr-3 break-words">{m.subject}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{when(m)}</td>
                {COUNTS.map((c) => (
                  <td key={c} className="px-2 py-2 text-right tabular-nums">
                    {m[c]}
                  </td>
                ))}
                <td className="py-2 pl-2 text-right">
                  <Button variant="ghost" className="px-2 py-1" onClick={() => setOpen(m)}>
                    Recipients<span className="sr-only"> of {m.subject}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <MailSettingsForm event={event} />
      <section aria-labelledby="messages-heading" className="flex flex-col gap-3">
        <h2 id="messages-heading" className="text-lg font-semibold">
          Messages
        </h2>
        {list}
      </section>
      <Suspense fallback={null}>
        {open && <RecipientsDialog eventId={event.id} mailing={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  )
}
