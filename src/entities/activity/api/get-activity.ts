import useSWR from 'swr'
import type { KeyMatch } from '@/lib/data/query-keys'
import { useLiveRefresh } from '@/lib/data/use-live-refresh'
import { supabase } from '@/lib/supabase'
import type { ActivityEntry } from '../activity-text'
import { activityKeys } from './keys'

/** SPEC §9: the feed loads 20 at a time (without the spec's artificial delay). */
export const ACTIVITY_PAGE_SIZE = 20

export interface ActivitySlice {
  entries: ActivityEntry[]
  /** More entries exist beyond these. */
  more: boolean
}

/**
 * SPEC §7 event_activity: "Read by event_id newest first". The newest `count` entries, and one
 * more to know whether 'Load more' has anything to load. Reading the newest N again (instead of
 * the next page) keeps the list right when entries arrive live while it is open.
 */
export async function getActivity(eventId: string, count: number): Promise<ActivitySlice> {
  const { data } = await supabase
    .from('event_activity')
    .select('id, type, data, created_at')
    .eq('event_id', eventId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(count + 1)
    .throwOnError()
  return { entries: data.slice(0, count), more: data.length > count }
}

export function useActivity(eventId: string, count: number) {
  return useSWR(activityKeys.newest(eventId, count), ([, id, , n]) => getActivity(id, n), {
    // 'Load more' keeps the entries shown while the longer list arrives.
    keepPreviousData: true,
  })
}

/**
 * Every RSVP, purchase, upload and completed todo records an activity row, so hearing the
 * event's new activity keeps its feed live, and with it whatever else `alsoRefreshes` names
 * (the overview's figures, the shared photos).
 */
export function useActivityRealtime(eventId: string, alsoRefreshes: readonly KeyMatch[] = []): void {
  useLiveRefresh({ table: 'event_activity', filter: `event_id=eq.${eventId}`, event: 'INSERT' }, [
    activityKeys.ofEvent(eventId),
    ...alsoRefreshes,
  ])
}
