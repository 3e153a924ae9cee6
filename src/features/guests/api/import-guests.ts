import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import type { ImportRow } from '../csv/guest-import'
import { useRevalidateGuests } from './revalidate-guests'

/**
 * CSV import through public.import_guests: one call, one transaction, so the database either
 * takes every row or none. It runs with the caller's rights (the guests policies still apply).
 */
export async function importGuests(eventId: string, rows: readonly ImportRow[]): Promise<number> {
  const { data } = await supabase
    .rpc('import_guests', {
      p_event_id: eventId,
      p_guests: rows.map(({ name, email, status, comment, plus_ones }) => ({
        name,
        email,
        status,
        comment,
        plus_ones: plus_ones.map((p) => ({ name: p.name, age: p.age, vegetarian: p.vegetarian })),
      })),
    })
    .throwOnError()
  return data
}

export function useImportGuests(eventId: string) {
  const revalidate = useRevalidateGuests()
  return useCallback(
    async (rows: readonly ImportRow[]) => {
      const count = await importGuests(eventId, rows)
      await revalidate()
      return count
    },
    [eventId, revalidate],
  )
}
