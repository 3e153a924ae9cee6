import { callPublicRpc } from '@/lib/supabase-http'

/**
 * Find my table: the name of the table that seats this name, or null when the published plan does
 * not have it. The page reference is the one the guest came with (slug, id or custom domain).
 */
export async function findMyTable(eventRef: string, name: string): Promise<string | null> {
  const rows = await callPublicRpc<{ table_name: string }[]>('find_my_table', { p_event_ref: eventRef, p_name: name })
  return rows[0]?.table_name ?? null
}
