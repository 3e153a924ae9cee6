import { supabase } from '@/lib/supabase'

/**
 * SPEC §5/§7 "Read id by slug excluding own id", through the is_slug_available RPC: it sees every
 * event (security definer), where a plain select would only see the caller's. Case-insensitive,
 * and reserved or malformed slugs answer false. Called by useSlugAvailability after the typing
 * pause, so it is not an SWR read.
 */
export async function getSlugAvailability(slug: string, eventId?: string): Promise<boolean> {
  const args = eventId ? { p_slug: slug, p_event_id: eventId } : { p_slug: slug }
  const { data } = await supabase.rpc('is_slug_available', args).throwOnError()
  return data === true
}
