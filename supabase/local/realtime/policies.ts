import type { Claims, Database } from '../db/database.ts'

/** What a client may do on a private topic, per extension (upstream's `Policies`). */
export interface Policies {
  broadcast: { read: boolean; write: boolean }
  presence: { read: boolean; write: boolean }
}

const NONE: Policies = { broadcast: { read: false, write: false }, presence: { read: false, write: false } }
const ALL: Policies = { broadcast: { read: true, write: true }, presence: { read: true, write: true } }

/** Public channels are not authorised: anyone who may join may listen and send. */
export const PUBLIC_POLICIES = ALL

/**
 * The policies of `claims` on the private topic `topic`, as hosted Realtime computes them: RLS on
 * `realtime.messages`, read by selecting and write by inserting a probe row as the client's role
 * with `realtime.topic()` set, then rolled back (`_local.realtime_authorize`, schema.sql). The
 * service role bypasses RLS. Checked at join, at each token refresh, and for each HTTP broadcast.
 * https://supabase.com/docs/guides/realtime/authorization
 * https://github.com/supabase/realtime/blob/main/lib/realtime/tenants/authorization.ex
 */
export async function topicPolicies(db: Database, topic: string, claims: Claims): Promise<Policies> {
  if (claims.role === 'service_role') return ALL
  try {
    const r = await db.query<{ p: Policies }>('select _local.realtime_authorize($1, $2::jsonb) as p', [
      topic,
      JSON.stringify(claims),
    ])
    return r.rows[0]?.p ?? NONE
  } catch {
    return NONE
  }
}

/** Upstream refuses a private join that may neither listen to broadcasts nor see presence. */
export const mayJoin = (policies: Policies) => policies.broadcast.read || policies.presence.read
