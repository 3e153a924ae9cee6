import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { filterGuests, searchTextOf, sortGuests, type StatusFilter } from '../guest-filter'
import { matchesMailState, type MailStateFilter } from '../mail/mail-state'
import type { GuestRow } from '../types'
import type { TitledQuestion } from './guest-answers'
import { GuestItem } from './guest-item'
import { ShowMore } from './show-more'

// Rows rendered at first and added per step: a keystroke then re-renders at most this many rows,
// whatever the size of the list (1,000 guests filter within the 50 ms a frame may take).
const STEP = 100

/**
 * The sorted, filtered list. The term is deferred so a keystroke paints the input at once and the
 * list follows in an interruptible render; search texts are folded once per load, not per key.
 */
export function GuestList({
  guests,
  term,
  status,
  mailState = 'all',
  selected,
  onSelect,
  onEdit,
  onDelete,
  onCopyLink,
  questions,
  sharedNames,
}: {
  guests: readonly GuestRow[]
  term: string
  status: StatusFilter
  mailState?: MailStateFilter
  /** Ticked guests, for 'E-mail guests' → 'Selected guests'. */
  selected?: ReadonlySet<string>
  onSelect?: (guest: GuestRow, ticked: boolean) => void
  onEdit: (guest: GuestRow) => void
  onDelete: (guest: GuestRow) => void
  onCopyLink: (guest: GuestRow) => void
  /** The RSVP questions whose answers each row shows. */
  questions?: readonly TitledQuestion[]
  /** Guests whose name another guest has too (issue 29). */
  sharedNames?: ReadonlySet<string>
}) {
  const deferredTerm = useDeferredValue(term)
  const deferredStatus = useDeferredValue(status)
  const indexed = useMemo(
    () => sortGuests(guests).map((guest) => ({ guest, status: guest.status, search: searchTextOf(guest) })),
    [guests],
  )
  const deferredMailState = useDeferredValue(mailState)
  const shown = useMemo(
    () =>
      filterGuests(indexed, deferredTerm, deferredStatus).filter((row) =>
        matchesMailState(row.guest, deferredMailState),
      ),
    [indexed, deferredTerm, deferredStatus, deferredMailState],
  )

  // A new search or filter starts from the top again (state reset while rendering, as React advises).
  const query = `${deferredStatus}\n${deferredMailState}\n${deferredTerm}`
  const [limit, setLimit] = useState({ query, count: STEP })
  const count = limit.query === query ? limit.count : STEP
  if (limit.query !== query) setLimit({ query, count: STEP })
  const more = useCallback(() => setLimit((previous) => ({ ...previous, count: previous.count + STEP })), [])

  if (guests.length === 0) {
    return <p className="py-6 text-slate-600 dark:text-slate-400">No guests yet. Add one or import a CSV file.</p>
  }
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {shown.length === guests.length
          ? `${guests.length} ${guests.length === 1 ? 'guest' : 'guests'}`
          : `${shown.length} of ${guests.length} guests shown`}
      </p>
      {shown.length === 0 ? (
        <p className="py-6 text-slate-600 dark:text-slate-400">No guests match your search.</p>
      ) : (
        <ul aria-label="Guest list" className="flex flex-col gap-2">
          {shown.slice(0, count).map(({ guest }) => (
            <GuestItem
              key={guest.id}
              guest={guest}
              selected={selected?.has(guest.id)}
              onSelect={onSelect}
              onEdit={onEdit}
              onDelete={onDelete}
              onCopyLink={onCopyLink}
              questions={questions}
              nameShared={sharedNames?.has(guest.id)}
            />
          ))}
        </ul>
      )}
      {shown.length > count && <ShowMore remaining={shown.length - count} onMore={more} />}
    </>
  )
}
