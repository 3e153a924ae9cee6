import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { parseEventIdentifier, slugMatchPattern } from '@kernel/event-identifier'
import type { EventRow } from '../types'
import { eventKeys } from './keys'

export interface LoadedEvent {
  event: EventRow
  /** The event's user list (SPEC §2 event guard), pending invitees included. */
  memberIds: string[]
}

/**
 * SPEC §7 events "Read one by id or by slug": the event a route parameter names (SPEC §2
 * identifier rule), or null when there is none to see.
 */
export async function getEvent(identifier: string): Promise<LoadedEvent | null> {
  const parsed = parseEventIdentifier(identifier)
  const select = supabase.from('events').select('*, event_users(user_id)')
  let query
  if (parsed.kind === 'id') {
    query = select.eq('id', parsed.id)
  } else {
    const pattern = slugMatchPattern(parsed.slug)
    if (pattern === null) return null
    // Slugs are unique case-insensitively (the lower(slug) index), as the public site matches them.
    query = select.ilike('slug', pattern)
  }
  const { data } = await query.maybeSingle().throwOnError()
  if (!data) return null
  const { event_users: links, ...event } = data
  return {
    event: { ...event, websiteSettings: event.websiteSettings ?? {} },
    memberIds: links.map((link) => link.user_id),
  }
}

export function useEventByIdentifier(identifier: string) {
  return useSWR(identifier ? eventKeys.detail(identifier) : null, ([, id]) => getEvent(id))
}
