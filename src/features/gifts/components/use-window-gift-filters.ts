import { useEffect, useState } from 'react'
import { searchTermOf, statusesOf } from '../gift-filters'
import type { GiftStatus } from '../types'

/**
 * SPEC §2: the grid also follows window-level `search` (detail: term) and `filter` (detail:
 * filters with a status list) events, so other parts of the page can drive it. A search event
 * also fills the search box, which then shows what the grid is filtered by.
 */
export function useWindowGiftFilters() {
  const [term, setTerm] = useState('')
  const [statuses, setStatuses] = useState<GiftStatus[]>([])

  useEffect(() => {
    const onSearch = (event: Event) => setTerm(searchTermOf((event as CustomEvent).detail))
    const onFilter = (event: Event) => setStatuses(statusesOf((event as CustomEvent).detail))
    window.addEventListener('search', onSearch)
    window.addEventListener('filter', onFilter)
    return () => {
      window.removeEventListener('search', onSearch)
      window.removeEventListener('filter', onFilter)
    }
  }, [])

  return { term, setTerm, statuses, clearStatuses: () => setStatuses([]) }
}
