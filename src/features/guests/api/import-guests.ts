import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { ImportRow } from '../csv/guest-import'
import { guestKeys } from './keys'

/**
 * CSV import through public.import_guests: one call, one transaction, so the database either
 * takes every row or none. It runs with the caller's rights (the guests policies still apply).
 * Resolves with the number of guests added.
 */
export async function importGuests(eventId: string, rows: readonly ImportRow[]): Promise<number> {
  const { data } = await supabase
    .rpc('import_guests', {
      p_event_id: eventId,
      p_guests: rows.map(({ name, email, status, comment, plus_ones, max_party_size }) => ({
        name,
        email,
        status,
        comment,
        plus_ones: plus_ones.map((p) => ({ name: p.name, age: p.age, vegetarian: p.vegetarian })),
        max_party_size,
      })),
    })
    .throwOnError()
  return data
}

export function useImportGuests(eventId: string) {
  return useMutation({
    write: (rows: readonly ImportRow[]) => importGuests(eventId, rows),
    refreshes: () => [guestKeys.ofEvent(eventId)],
  })
}
