import { useMemo, type ReactNode } from 'react'
import type { RsvpQuestion } from '@kernel/site-content'
import { guestCounts } from '../guest-counts'
import type { GuestRow } from '../types'

/**
 * The figures an organiser checks first: answers so far, and who is coming. Two kinds of count
 * that an organiser mixed up when both read "guests": invitations (one per guest in the list,
 * whatever their party) and people (the confirmed guests and their plus-ones).
 */
export function GuestCountsBar({
  guests,
  questions = [],
}: {
  guests: readonly GuestRow[]
  /** The RSVP questions: a menu option marked vegetarian counts among the vegetarians. */
  questions?: readonly RsvpQuestion[]
}) {
  const counts = useMemo(() => guestCounts(guests, questions), [guests, questions])
  const figures: [string, number][] = [
    ['Invited', counts.invited],
    ['Confirmed', counts.confirmed],
    ['Declined', counts.declined],
    ['Pending', counts.pending],
  ]
  const coming: [string, number][] = [
    ['Adults', counts.adults],
    ['Kids', counts.kids],
    ['Vegetarians', counts.vegetarians],
  ]
  return (
    <section aria-label="Guest counts" className="flex flex-col gap-3">
      <CountGroup title="Invitations" note="one per guest in the list, whatever the party size">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <Figure key={label} label={label} value={value} />
          ))}
        </dl>
      </CountGroup>
      <CountGroup title="People coming" note="confirmed guests and their plus-ones">
        <dl className="grid grid-cols-3 gap-2">
          {coming.map(([label, value]) => (
            <Figure key={label} label={label} value={value} />
          ))}
        </dl>
      </CountGroup>
    </section>
  )
}

function CountGroup({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {title} <span className="font-normal">({note})</span>
      </h2>
      {children}
    </div>
  )
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  )
}
