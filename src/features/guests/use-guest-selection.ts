import { useCallback, useMemo, useState } from 'react'
import type { GuestRow } from './types'

/** The guests ticked on the list (to e-mail them), as ids of guests still on it. */
export function useGuestSelection(guests: readonly GuestRow[] | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  // Stable, so the memoised rows do not re-render on each tick.
  const onSelect = useCallback((guest: GuestRow, ticked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous)
      if (ticked) next.add(guest.id)
      else next.delete(guest.id)
      return next
    })
  }, [])
  // Ticks of guests deleted meanwhile do not count.
  const selectedIds = useMemo(
    () => new Set((guests ?? []).filter((g) => selected.has(g.id)).map((g) => g.id)),
    [guests, selected],
  )
  return { selectedIds, onSelect, clear: () => setSelected(new Set()) }
}
