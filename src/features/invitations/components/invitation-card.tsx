import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatEventDate } from '@/lib/dates'
import { personName } from '@/lib/person-name'
import { eventName } from '@/entities/event'
import type { PendingInvitation } from '@/entities/invitation'

/** One open invitation: who invited the user to which event, with Accept and Decline. */
export function InvitationCard({
  invitation,
  onAccept,
  onDecline,
}: {
  invitation: PendingInvitation
  onAccept: () => Promise<void>
  onDecline: () => Promise<void>
}) {
  const [busy, setBusy] = useState(false)
  const title = eventName(invitation.naming)
  const inviter = personName(invitation.invitedByName) ?? 'Someone'
  const run = (answer: () => Promise<void>) => async () => {
    setBusy(true)
    try {
      await answer()
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      <div>
        <p className="font-medium">{title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {inviter} invited you to join the team
          {invitation.date ? ` · ${formatEventDate(invitation.date)}` : ''}
        </p>
        {invitation.expiresAt && (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Open until {formatEventDate(invitation.expiresAt)}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(onDecline)()}
          aria-label={`Decline ${title}`}
        >
          Decline
        </Button>
        <Button disabled={busy} onClick={() => void run(onAccept)()} aria-label={`Accept ${title}`}>
          Accept
        </Button>
      </div>
    </li>
  )
}
