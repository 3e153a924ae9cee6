import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../kernel/generated/database.types.js'
import { DOMAIN_DB_WRITE_FAILED, DOMAIN_USED } from './domain-call.js'

type Db = SupabaseClient<Database>

export interface DomainRow {
  id: string
  event_id: string
  domain: string
}

export type StoreResult = { ok: true } | { ok: false; status: number; message: string }

/** The event's domain (one per event, SPEC §3). */
export async function domainOfEvent(db: Db, eventId: string): Promise<DomainRow | null> {
  const { data, error } = await db
    .from('custom_domains')
    .select('id, event_id, domain')
    .eq('event_id', eventId)
    .maybeSingle()
  if (error) throw error
  return data
}

/**
 * The record of `domain`, whatever the case it was stored in (the unique index is on
 * lower(domain)). ilike is exact here: a validated domain holds no LIKE wildcard.
 */
export async function findDomain(db: Db, domain: string): Promise<DomainRow | null> {
  const { data, error } = await db
    .from('custom_domains')
    .select('id, event_id, domain')
    .ilike('domain', domain)
    .maybeSingle()
  if (error) throw error
  return data
}

/** Records `domain` as the event's, replacing `previous`; 23505 is another event's domain. */
export async function saveEventDomain(
  db: Db,
  eventId: string,
  previous: DomainRow | null,
  domain: string,
): Promise<StoreResult> {
  const { error } = previous
    ? await db.from('custom_domains').update({ domain }).eq('id', previous.id)
    : await db.from('custom_domains').insert({ event_id: eventId, domain })
  if (!error) return { ok: true }
  if (error.code === '23505') return { ok: false, status: 409, message: DOMAIN_USED }
  return { ok: false, status: 500, message: DOMAIN_DB_WRITE_FAILED }
}

/** Puts the event's record back as it was before saveEventDomain, after the provider refused. */
export async function restoreEventDomain(db: Db, eventId: string, previous: DomainRow | null): Promise<void> {
  const { error } = previous
    ? await db.from('custom_domains').update({ domain: previous.domain }).eq('id', previous.id)
    : await db.from('custom_domains').delete().eq('event_id', eventId)
  if (error) throw error
}

export async function deleteDomainRecord(db: Db, id: string): Promise<boolean> {
  const { error } = await db.from('custom_domains').delete().eq('id', id)
  return !error
}
