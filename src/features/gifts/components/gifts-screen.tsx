import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PlusIcon } from '@/components/ui/icons'
import { LoadError } from '@/components/ui/load-error'
import { SearchInput } from '@/components/ui/search-input'
import { Skeleton } from '@/components/ui/skeleton'
import { ModuleGate, useEvent } from '@/entities/event'
import { useGifts } from '../api/get-gifts'
import { filterGifts } from '../gift-filters'
import type { GiftRow } from '../types'
import { GiftGrid } from './gift-grid'
import { RecentReservations } from './recent-reservations'
import { useWindowGiftFilters } from './use-window-gift-filters'

// The dialogs (form, image compression, react-hook-form) load when first opened, not with the grid.
const GiftFormDialog = lazy(() => import('./gift-form-dialog').then((m) => ({ default: m.GiftFormDialog })))
const DeleteGiftDialog = lazy(() => import('./delete-gift-dialog').then((m) => ({ default: m.DeleteGiftDialog })))
const UndoReservationDialog = lazy(() =>
  import('./undo-reservation-dialog').then((m) => ({ default: m.UndoReservationDialog })),
)

type Dialog =
  | { kind: 'form'; gift: GiftRow | null }
  | { kind: 'delete'; gift: GiftRow }
  | { kind: 'undo-reservation'; gift: GiftRow }
  | null

/** SPEC §2 /admin/event/{eventId}/gifts, behind the gifts module switch. */
export function GiftsScreen() {
  return (
    <ModuleGate module="gifts">
      <GiftsContent />
    </ModuleGate>
  )
}

function GiftsContent() {
  const { event } = useEvent()
  const gifts = useGifts(event.id)
  const filters = useWindowGiftFilters()
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  const edit = (gift: GiftRow) => setDialog({ kind: 'form', gift })
  const remove = (gift: GiftRow) => setDialog({ kind: 'delete', gift })
  const undoReservation = (gift: GiftRow) => setDialog({ kind: 'undo-reservation', gift })

  let body
  if (!gifts.data && gifts.error) {
    body = (
      <LoadError onRetry={() => void gifts.mutate()}>
        Error loading gifts: {gifts.error instanceof Error ? gifts.error.message : String(gifts.error)}
      </LoadError>
    )
  } else if (!gifts.data) {
    body = <GridSkeleton />
  } else {
    const shown = filterGifts(gifts.data, { term: filters.term, statuses: filters.statuses })
    body =
      gifts.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">No gifts yet. Add the first one to start the list.</p>
      ) : shown.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">No gift matches this search.</p>
      ) : (
        <GiftGrid gifts={shown} onEdit={edit} onDelete={remove} onUndoReservation={undoReservation} />
      )
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Gifts</h1>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          label="Search gifts by name"
          placeholder="Search by name..."
          value={filters.term}
          onChange={(e) => filters.setTerm(e.target.value)}
          className="sm:w-72"
        />
        {filters.statuses.length > 0 && (
          <Button variant="ghost" onClick={filters.clearStatuses}>
            Showing {filters.statuses.join(', ')} only · Show all
          </Button>
        )}
        <Button className="sm:ml-auto" onClick={() => setDialog({ kind: 'form', gift: null })}>
          <PlusIcon aria-hidden="true" />
          Add a gift
        </Button>
      </div>
      {gifts.data && <RecentReservations eventId={event.id} gifts={gifts.data} />}
      {body}
      <Suspense fallback={null}>
        {dialog?.kind === 'form' && <GiftFormDialog eventId={event.id} gift={dialog.gift} onClose={close} />}
        {dialog?.kind === 'delete' && <DeleteGiftDialog eventId={event.id} gift={dialog.gift} onClose={close} />}
        {dialog?.kind === 'undo-reservation' && (
          <UndoReservationDialog eventId={event.id} gift={dialog.gift} onClose={close} />
        )}
      </Suspense>
    </div>
  )
}

function GridSkeleton() {
  return (
    <div role="status" aria-label="Loading gifts" className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-6">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="aspect-square" />
      ))}
    </div>
  )
}
