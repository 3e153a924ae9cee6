import { useMemo, type ComponentProps } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import type { RsvpQuestion } from '@kernel/site-content'
import type { useGuests } from '../api/get-guests'
import { sortGuests } from '../guest-filter'
import { nameClashes } from '../name-clash'
import type { GuestRow } from '../types'
import { GuestCountsBar } from './guest-counts-bar'
import { GuestList } from './guest-list'
import { NameClashNotice } from './name-clash-notice'

/** The list's place while it loads. */
export function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading guests" className="flex flex-col gap-3">
      <Skeleton className="h-16" />
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
    </div>
  )
}

type ListProps = Omit<ComponentProps<typeof GuestList>, 'guests' | 'sharedNames'>

/**
 * The guest list with what stands above it: the counts, the guests who share a name, and the
 * selection; or why it is not there yet (loading, failed).
 */
export function GuestListPanel({
  guests,
  rsvpQuestions,
  onClearSelection,
  ...list
}: ListProps & {
  guests: ReturnType<typeof useGuests>
  rsvpQuestions: readonly RsvpQuestion[]
  selected: ReadonlySet<string>
  onClearSelection: () => void
  onEdit: (guest: GuestRow) => void
}) {
  const clashes = useMemo(() => nameClashes(sortGuests(guests.data ?? [])), [guests.data])
  const sharedNames = useMemo(() => new Set(clashes.flat().map((guest) => guest.id)), [clashes])

  if (guests.error && !guests.data) {
    return (
      <LoadError onRetry={() => void guests.mutate()}>
        The guest list could not be loaded: {guests.error.message}
      </LoadError>
    )
  }
  if (!guests.data) return <ListSkeleton />
  return (
    <>
      <GuestCountsBar guests={guests.data} questions={rsvpQuestions} />
      <NameClashNotice clashes={clashes} onEdit={list.onEdit} />
      {list.selected.size > 0 && (
        <p className="flex items-center gap-3 text-sm">
          {list.selected.size} selected
          <button type="button" className="underline" onClick={onClearSelection}>
            Clear selection
          </button>
        </p>
      )}
      <GuestList guests={guests.data} sharedNames={sharedNames} {...list} />
    </>
  )
}
