import useSWRInfinite from 'swr/infinite'
import { supabase } from '../../../lib/supabase'
import type { ActivityEntry } from '../activity-text'

/** SPEC §9: the feed loads 20 at a time (without the spec's artificial delay). */
export const ACTIVITY_PAGE_SIZE = 20

/**
 * SPEC §7 event_activity: "Read by event_id newest first". Pages follow the last row seen
 * (created_at, then id), so entries arriving live never shift a page onto rows already shown.
 */
export async function getActivityPage(
  eventId: string,
  after: ActivityEntry | null,
  limit: number,
): Promise<ActivityEntry[]> {
  let query = supabase
    .from('event_activity')
    .select('id, type, data, created_at')
    .eq('event_id', eventId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
  if (after)
    query = query.or(`created_at.lt.${after.created_at},and(created_at.eq.${after.created_at},id.lt.${after.id})`)
  const { data } = await query.throwOnError()
  return data
}

type PageKey = readonly ['event_activity', string, 'page', number, string, string] | null

/** The whole feed, page by page, under keys that start with ['event_activity', eventId]. */
export function useActivityFeed(eventId: string, pageSize = ACTIVITY_PAGE_SIZE) {
  return useSWRInfinite(
    (_index: number, previous: ActivityEntry[] | null): PageKey => {
      if (previous && previous.length < pageSize) return null
      const last = previous?.at(-1)
      return ['event_activity', eventId, 'page', pageSize, last?.created_at ?? '', last?.id ?? '']
    },
    ([, id, , size, createdAt, lastId]) =>
      getActivityPage(id, createdAt ? ({ id: lastId, created_at: createdAt } as ActivityEntry) : null, size),
  )
}
