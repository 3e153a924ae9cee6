import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { giftKeys } from './keys'

/** The window of the registry's hourly rate (limit_gift_reservation_rate). */
export const RECENT_MS = 60 * 60 * 1000

export interface RecentReservation {
  giftId: string
  giftName: string
  /** The name the guest gave, else their e-mail. */
  by: string
  at: string
}

/**
 * The gifts guests reserved in the last hour, newest first, one entry per gift, read from the
 * activity feed (purchase_gifts records each reservation there; members read it).
 */
export async function getRecentReservations(eventId: string, now = Date.now()): Promise<RecentReservation[]> {
  const { data } = await supabase
    .from('event_activity')
    .select('data, created_at')
    .eq('event_id', eventId)
    .eq('type', 'gift_purchase')
    .gte('created_at', new Date(now - RECENT_MS).toISOString())
    .order('created_at', { ascending: false })
    .limit(500)
    .throwOnError()
  const seen = new Set<string>()
  const recent: RecentReservation[] = []
  for (const row of data) {
    const entry = (row.data ?? {}) as { gift_id?: unknown; gift_name?: unknown; name?: unknown }
    if (typeof entry.gift_id !== 'string' || seen.has(entry.gift_id)) continue
    seen.add(entry.gift_id)
    recent.push({
      giftId: entry.gift_id,
      giftName: typeof entry.gift_name === 'string' ? entry.gift_name : 'A gift',
      by: typeof entry.name === 'string' ? entry.name : 'a guest',
      at: row.created_at,
    })
  }
  return recent
}

export function useRecentReservations(eventId: string) {
  // Checked again every minute: an hour's reservations leave the window as time passes.
  return useSWR(giftKeys.recent(eventId), ([, id]) => getRecentReservations(id), { refreshInterval: 60_000 })
}
