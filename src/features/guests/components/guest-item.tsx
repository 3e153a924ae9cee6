import { memo } from 'react'
import { Button } from '@/components/ui/button'
import { plusOnesOf } from '@kernel/plus-ones'
import { MAIL_STATE_LABELS, mailStateOf, type MailState } from '../mail/mail-state'
import { partyLabel } from '../party-label'
import { GuestAnswers, type TitledQuestion } from './guest-answers'
import { STATUS_LABELS, type GuestRow, type GuestStatus } from '../types'

const STATUS_STYLES: Record<GuestStatus, string> = {
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  declined: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
}

const MAIL_STATE_STYLES: Record<MailState, string> = {
  queued: 'border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300',
  sent: 'border border-sky-300 text-sky-900 dark:border-sky-700 dark:text-sky-200',
  failed: 'border border-rose-300 text-rose-800 dark:border-rose-700 dark:text-rose-200',
  visited: 'border border-violet-300 text-violet-900 dark:border-violet-700 dark:text-violet-200',
  answered: 'border border-emerald-300 text-emerald-900 dark:border-emerald-700 dark:text-emerald-200',
  unsubscribed: 'border border-slate-400 text-slate-700 line-through dark:text-slate-300',
}

/** "Sophie, Lucas (kid), Emma (kid, veg)" */
function plusOnesText(guest: GuestRow): string {
  return plusOnesOf(guest.plus_ones)
    .map((p) => {
      const tags = [p.age === 'kid' ? 'kid' : null, p.vegetarian ? 'veg' : null].filter(Boolean)
      return tags.length ? `${p.name} (${tags.join(', ')})` : p.name
    })
    .join(', ')
}

const NO_QUESTIONS: readonly TitledQuestion[] = []

/**
 * One guest: name, e-mail, status, plus-ones, the party-size badge (SPEC §2) with the allowed size, edit and delete.
 * Memoised: typing in the search box re-renders the list, not the rows that stay.
 */
export const GuestItem = memo(function GuestItem({
  guest,
  selected = false,
  onSelect,
  onEdit,
  onDelete,
  onCopyLink,
  questions = NO_QUESTIONS,
  nameShared = false,
}: {
  guest: GuestRow
  selected?: boolean
  onSelect?: (guest: GuestRow, ticked: boolean) => void
  onEdit: (guest: GuestRow) => void
  onDelete: (guest: GuestRow) => void
  onCopyLink: (guest: GuestRow) => void
  /** The event's RSVP questions, whose answers the row shows. */
  questions?: readonly TitledQuestion[]
  /** Another guest has this name: the RSVP by name opens neither (issue 29). */
  nameShared?: boolean
}) {
  const plusOnes = plusOnesText(guest)
  const mailState = mailStateOf(guest)
  const answered = questions.length > 0 && guest.status === 'confirmed'
  return (
    <li
      className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 [contain-intrinsic-size:auto_4rem] [content-visibility:auto] dark:border-slate-800"
      onDoubleClick={() => onEdit(guest)}
    >
      {onSelect && (
        <input
          type="checkbox"
          className="size-4 shrink-0"
          aria-label={`Select ${guest.name}`}
          checked={selected}
          onChange={(event) => onSelect(guest, event.target.checked)}
        />
      )}
      <span
        role="img"
        className="flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full bg-rose-100 px-2 text-sm font-semibold text-rose-900 dark:bg-rose-950 dark:text-rose-100"
        title={partyLabel(guest)}
        aria-label={partyLabel(guest)}
      >
        <span>
          {guest.number}
          {guest.max_party_size !== null && <span className="text-xs font-normal">/{guest.max_party_size}</span>}
        </span>
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{guest.name}</span>
          <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_STYLES[guest.status]}`}>
            {STATUS_LABELS[guest.status]}
          </span>
          {nameShared && (
            <span className="rounded border border-amber-400 px-1.5 py-0.5 text-xs text-amber-900 dark:border-amber-700 dark:text-amber-200">
              Same name as another guest
            </span>
          )}
          {mailState && (
            <span
              className={`rounded px-1.5 py-0.5 text-xs ${MAIL_STATE_STYLES[mailState]}`}
              title={mailState === 'failed' && guest.mail_error ? guest.mail_error : undefined}
            >
              <span className="sr-only">E-mail: </span>
              {MAIL_STATE_LABELS[mailState]}
            </span>
          )}
        </div>
        {(guest.email || plusOnes || guest.comment || answered) && (
          <div className="flex flex-col text-xs text-slate-600 dark:text-slate-400">
            {guest.email && <span className="break-all">{guest.email}</span>}
            {plusOnes && <span>With {plusOnes}</span>}
            {guest.comment && <span className="break-words italic">{guest.comment}</span>}
            {answered && <GuestAnswers guest={guest} questions={questions} />}
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button
          variant="ghost"
          className="px-2 py-1"
          aria-label={`Copy RSVP link for ${guest.name}`}
          title="Copy the guest's own RSVP link: it opens their answer without typing a name"
          onClick={() => onCopyLink(guest)}
        >
          Copy RSVP link
        </Button>
        <Button variant="ghost" className="px-2 py-1" aria-label={`Edit ${guest.name}`} onClick={() => onEdit(guest)}>
          Edit
        </Button>
        <Button
          variant="ghost"
          className="px-2 py-1"
          aria-label={`Delete ${guest.name}`}
          onClick={() => onDelete(guest)}
        >
          Delete
        </Button>
      </div>
    </li>
  )
})
