import { randomUUID } from 'node:crypto'
import { signJwt } from '../../../supabase/local/shared/jwt.ts'
import type { Database } from '../../../kernel/generated/database.types.ts'
import { env, sql, uniqueEmail } from './clients.ts'
import type { Claims } from './sql-as-role.ts'
import { appClient, type AppClient } from './typed-clients.ts'

export type EventRow = Database['public']['Tables']['events']['Row']
type EventRole = Database['public']['Enums']['event_role']
type MembershipStatus = Database['public']['Enums']['membership_status']

export interface TestUser {
  id: string
  email: string
  token: string
  /** supabase-js signed in as this user. */
  db: AppClient
  claims: Claims
}

export const uniqueSlug = (prefix = 'evt') => `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}`

/** A session token as the auth service issues it. */
export async function tokenFor(id: string, email: string): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + 3600
  return signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', exp, email, session_id: randomUUID() },
    env().jwtSecret,
  )
}

/** An auth account (the sync trigger makes its public.users row), optionally a global admin. */
export async function createUser(
  options: { admin?: boolean; first?: string; last?: string; prefix?: string } = {},
): Promise<TestUser> {
  const id = randomUUID()
  const email = uniqueEmail(options.prefix ?? 'user')
  const name = { first: options.first ?? 'Test', last: options.last ?? 'User' }
  await sql(
    `insert into auth.users (id, email, aud, role, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, 'authenticated', 'authenticated', now(), $3)`,
    [id, email, { name }],
  )
  if (options.admin) await sql(`update public.users set role = 'admin' where id = $1`, [id])
  const token = await tokenFor(id, email)
  return { id, email, token, db: appClient(token), claims: { role: 'authenticated', sub: id, email } }
}

export interface EventOptions {
  slug?: string | null
  type?: Database['public']['Enums']['event_type']
  name?: string
  uploadsOpen?: boolean
  modules?: Partial<Record<'guests' | 'todos' | 'gifts' | 'photo-sharing', boolean>>
}

/** An event created directly in the database (trusted), its creator becoming owner by trigger. */
export async function createEvent(owner: TestUser | null, options: EventOptions = {}): Promise<EventRow> {
  const modules = { guests: true, todos: true, gifts: true, 'photo-sharing': true, ...options.modules }
  const [event] = await sql<EventRow>(
    `insert into public.events (type, name, slug, user_id, spouse1, spouse2, "moduleActivation", "photoSharingSettings")
     values ($1, $2, $3, $4, 'Camille', 'Alex', $5, $6) returning *`,
    [
      options.type ?? 'wedding',
      options.name ?? 'Test wedding',
      options.slug === undefined ? uniqueSlug() : options.slug,
      owner?.id ?? null,
      modules,
      { public: options.uploadsOpen ?? false },
    ],
  )
  return event
}

export async function addMember(
  eventId: string,
  user: TestUser,
  options: { role?: EventRole; status?: MembershipStatus; expiresAt?: Date | null } = {},
): Promise<string> {
  const status = options.status ?? 'active'
  // A pending row names the address the inviter typed, as the invitation path records it.
  const [row] = await sql<{ id: string }>(
    `insert into public.event_users (event_id, user_id, role, status, invitation_expires_at, invited_email)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      eventId,
      user.id,
      options.role ?? 'editor',
      status,
      options.expiresAt ?? null,
      status === 'pending' ? user.email : null,
    ],
  )
  return row.id
}

export async function setModules(eventId: string, modules: EventOptions['modules']): Promise<void> {
  await sql(`update public.events set "moduleActivation" = "moduleActivation" || $2::jsonb where id = $1`, [
    eventId,
    modules,
  ])
}

export async function setUploadsOpen(eventId: string, open: boolean): Promise<void> {
  await sql(
    `update public.events set "photoSharingSettings" = "photoSharingSettings" || jsonb_build_object('public', $2::boolean) where id = $1`,
    [eventId, open],
  )
}

export async function uploadCode(eventId: string): Promise<string> {
  const [row] = await sql<{ code: string }>(
    `select "photoSharingSettings" ->> 'upload_code' as code from public.events where id = $1`,
    [eventId],
  )
  return row.code
}

// A type alias, not an interface, so that it is assignable to the generated Json type.
export type PlusOne = {
  name: string
  age: 'adult' | 'kid'
  vegetarian: boolean
}

export async function addGuest(
  eventId: string,
  name: string,
  options: {
    status?: Database['public']['Enums']['guest_status']
    plusOnes?: PlusOne[]
    email?: string
    /** The allowed party size; by default the party entered (1 + plus-ones), as the database sets it. */
    maxPartySize?: number
  } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.guests (event_id, name, status, plus_ones, email, max_party_size)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      eventId,
      name,
      options.status ?? 'pending',
      JSON.stringify(options.plusOnes ?? []),
      options.email ?? null,
      options.maxPartySize ?? null,
    ],
  )
  return row.id
}

export async function addGift(
  eventId: string,
  name: string,
  status: 'available' | 'purchased' = 'available',
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.gifts (event_id, name, amount, status) values ($1, $2, 50, $3) returning id`,
    [eventId, name, status],
  )
  return row.id
}

export async function addPhoto(event: EventRow, options: { public?: boolean } = {}): Promise<string> {
  const path = `${event.user_id ?? event.id}/${event.id}/photos/${Date.now()}-${randomUUID().slice(0, 8)}.webp`
  const [row] = await sql<{ id: string }>(
    `insert into public.photos (event_id, url, uploader_name, public) values ($1, $2, 'Guest', $3) returning id`,
    [event.id, path, options.public ?? false],
  )
  return row.id
}

/** The cast of the security matrix: one event with its owner and editor, and people outside it. */
export interface Team {
  admin: TestUser
  owner: TestUser
  editor: TestUser
  outsider: TestUser
  event: EventRow
  /** An event of the outsider's, which the team has nothing to do with. */
  otherEvent: EventRow
}

export async function createTeam(options: EventOptions = {}): Promise<Team> {
  // One after the other: the PGlite socket server serialises everything anyway, and
  // interleaved extended-protocol messages from parallel connections have failed there.
  const admin = await createUser({ admin: true, first: 'Ada', prefix: 'admin' })
  const owner = await createUser({ first: 'Olive', prefix: 'owner' })
  const editor = await createUser({ first: 'Eddie', prefix: 'editor' })
  const outsider = await createUser({ first: 'Oscar', prefix: 'outsider' })
  const event = await createEvent(owner, options)
  await addMember(event.id, editor)
  const otherEvent = await createEvent(outsider, { uploadsOpen: true })
  return { admin, owner, editor, outsider, event, otherEvent }
}

/** Several users, created one after the other (see createTeam). */
export async function createUsers(count: number, options: Parameters<typeof createUser>[0] = {}): Promise<TestUser[]> {
  const users: TestUser[] = []
  for (let i = 0; i < count; i++) users.push(await createUser(options))
  return users
}
