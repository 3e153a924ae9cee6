import type { GuestRow, GuestStatus } from './types'

export type StatusFilter = GuestStatus | 'all'

/** Case- and accent-insensitive, so 'lea' finds 'Léa'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

/** SPEC §2: the list sorted by name (French collation, so accented names sit where a reader expects). */
export function sortGuests<T extends Pick<GuestRow, 'name'>>(guests: readonly T[]): T[] {
  return [...guests].sort((a, b) => collator.compare(a.name, b.name))
}

/** A guest's searchable text: name, e-mail, comment and plus-ones' names, folded once. */
export function searchTextOf(guest: Pick<GuestRow, 'name' | 'email' | 'comment' | 'plus_ones'>): string {
  const plusOnes = Array.isArray(guest.plus_ones)
    ? guest.plus_ones.map((p) => (p && typeof p === 'object' && !Array.isArray(p) ? String(p.name ?? '') : ''))
    : []
  return foldText([guest.name, guest.email ?? '', guest.comment ?? '', ...plusOnes].join('\n'))
}

/** The guests matching a search term (every word must appear) and a status. */
export function filterGuests<T extends { status: GuestStatus; search: string }>(
  guests: readonly T[],
  term: string,
  status: StatusFilter,
): T[] {
  const words = foldText(term).split(/\s+/).filter(Boolean)
  return guests.filter(
    (guest) => (status === 'all' || guest.status === status) && words.every((word) => guest.search.includes(word)),
  )
}
