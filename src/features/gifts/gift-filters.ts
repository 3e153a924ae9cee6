import { GIFT_STATUSES, type GiftRow, type GiftStatus } from './types'

export interface GiftFilters {
  term: string
  /** Empty: every status. */
  statuses: readonly GiftStatus[]
}

/** SPEC §2: search by name (case- and accent-insensitive), and the statuses a `filter` event asks for. */
export function filterGifts(gifts: readonly GiftRow[], { term, statuses }: GiftFilters): GiftRow[] {
  const wanted = fold(term.trim())
  return gifts.filter(
    (gift) =>
      (statuses.length === 0 || statuses.includes(gift.status)) && (!wanted || fold(gift.name).includes(wanted)),
  )
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** A window `search` event's detail is the term itself; anything else clears the search. */
export function searchTermOf(detail: unknown): string {
  return typeof detail === 'string' ? detail : ''
}

/**
 * A window `filter` event's detail: filters with a status list ({ status: ['available'] }). Unknown
 * statuses are dropped; no list means every status.
 */
export function statusesOf(detail: unknown): GiftStatus[] {
  const list = (detail as { status?: unknown } | null)?.status
  if (!Array.isArray(list)) return []
  return GIFT_STATUSES.filter((status) => list.includes(status))
}
