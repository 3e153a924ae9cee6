import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import {
  addGift,
  addGuest,
  addMember,
  addPhoto,
  createEvent,
  createUser,
  uniqueSlug,
} from '../support/event-fixtures.ts'
import {
  attempt,
  createMatrixTeam,
  OPERATIONS,
  ROLES,
  type MatrixTeam,
  type Role,
  type TableSpec,
} from '../support/table-matrix.ts'

// Role × table × operation → allowed or refused, through supabase-js and PostgREST.
// Content tables share one rule: members (editor, owner) and global admins do everything,
// anonymous visitors and users outside the event nothing, be they members of another event.

const MEMBERS: Role[] = ['editor', 'owner', 'admin']
const everything = (roles: Role[]) => ({ select: roles, insert: roles, update: roles, delete: roles })
const domain = () => `${randomUUID().slice(0, 8)}.example.com`

async function one(query: string, params: unknown[]): Promise<string> {
  const [row] = await sql<{ id: string }>(query, params)
  return row.id
}

const SPECS: TableSpec[] = [
  {
    table: 'events',
    make: async (t) => {
      const event = await createEvent(t.owner)
      await addMember(event.id, t.editor)
      return event.id
    },
    insert: async () => ({ type: 'birthday', name: 'Party', slug: uniqueSlug('new') }),
    patch: () => ({ name: 'Renamed' }),
    // Anyone signed in may create an event (and becomes its owner). Nobody deletes one through the
    // table: delete_event (owners and admins) hands back its files for removal.
    allowed: { select: MEMBERS, insert: ['outsider', 'otherEditor', ...MEMBERS], update: MEMBERS, delete: [] },
  },
  {
    table: 'event_users',
    make: async (t) => addMember(t.event.id, await createUser()),
    insert: async (t) => ({ event_id: t.event.id, user_id: (await createUser()).id, role: 'editor' }),
    patch: () => ({ invitation_expires_at: '2030-01-01T00:00:00.000Z' }),
    // Nobody writes memberships directly: invitations go through /api/invite-user, acceptance
    // through accept_event_invitation, a handover through transfer_event_ownership.
    allowed: { select: MEMBERS, insert: [], update: [], delete: ['owner', 'admin'] },
  },
  {
    table: 'users',
    // A team mate's profile: the team sees it, the outsider does not, only an admin edits it.
    // Editing one's own name and the role rules are in users.test.ts.
    make: async (t) => {
      const mate = await createUser({ prefix: 'mate' })
      await addMember(t.event.id, mate)
      return mate.id
    },
    insert: async () => ({ email: 'nobody@example.test' }),
    patch: () => ({ name: { first: 'Renamed', last: 'Mate' } }),
    allowed: { select: MEMBERS, insert: [], update: ['admin'], delete: ['admin'] },
  },
  {
    table: 'todos',
    make: (t) =>
      one(`insert into todos (event_id, name, due_date) values ($1, 'Book venue', current_date) returning id`, [
        t.event.id,
      ]),
    insert: async (t) => ({ event_id: t.event.id, name: 'Send invitations', due_date: '2030-05-01' }),
    patch: () => ({ name: 'Book the venue' }),
    allowed: everything(MEMBERS),
  },
  {
    table: 'gifts',
    make: (t) => addGift(t.event.id, 'Kettle'),
    insert: async (t) => ({ event_id: t.event.id, name: 'Toaster', amount: 40 }),
    patch: () => ({ description: 'Red' }),
    allowed: everything(MEMBERS),
  },
  {
    table: 'guests',
    make: (t) => addGuest(t.event.id, `Guest ${randomUUID().slice(0, 6)}`),
    insert: async (t) => ({ event_id: t.event.id, name: 'Zoé Martin' }),
    patch: () => ({ comment: 'Table near the door' }),
    allowed: everything(MEMBERS),
  },
  {
    table: 'photos',
    make: (t) => addPhoto(t.event),
    insert: async (t) => ({ event_id: t.event.id, url: `${t.owner.id}/${t.event.id}/photos/${randomUUID()}.webp` }),
    patch: () => ({ public: true }),
    allowed: everything(MEMBERS),
  },
  {
    table: 'custom_domains',
    // One domain per event: clear the previous cell's row first.
    make: async (t) => {
      await sql(`delete from custom_domains where event_id = $1`, [t.event.id])
      return one(`insert into custom_domains (event_id, domain) values ($1, $2) returning id`, [t.event.id, domain()])
    },
    insert: async (t) => {
      await sql(`delete from custom_domains where event_id = $1`, [t.event.id])
      return { event_id: t.event.id, domain: domain() }
    },
    patch: () => ({ domain: domain() }),
    // Written through /api/add-domain and /api/delete-domain only (provider, reserved names).
    allowed: { select: MEMBERS, insert: [], update: [], delete: [] },
  },
  {
    table: 'table_plans',
    make: async (t) => {
      await sql(`delete from table_plans where event_id = $1`, [t.event.id])
      return one(`insert into table_plans (event_id) values ($1) returning id`, [t.event.id])
    },
    insert: async (t) => {
      await sql(`delete from table_plans where event_id = $1`, [t.event.id])
      return { event_id: t.event.id, tables: { '1': { name: 'Family', seats: 8, guests: [] } } }
    },
    patch: () => ({ tables: { '1': { name: 'Friends', seats: 10, guests: [] } } }),
    allowed: everything(MEMBERS),
  },
  {
    table: 'event_activity',
    make: (t) =>
      one(`insert into event_activity (event_id, type, data) values ($1, 'rsvp', '{}') returning id`, [t.event.id]),
    insert: async (t) => ({
      event_id: t.event.id,
      type: 'rsvp',
      data: { name: 'Forged', status: 'confirmed', number: 9 },
    }),
    patch: () => ({ type: 'forged' }),
    // Written by the database only, so the feed cannot be forged or duplicated.
    allowed: { select: MEMBERS, insert: [], update: [], delete: [] },
  },
  {
    table: 'event_former_slugs',
    make: (t) =>
      one(`insert into event_former_slugs (slug, event_id) values ($1, $2) returning id`, [
        uniqueSlug('old'),
        t.event.id,
      ]),
    // The attack: point a slug that guests still use at one's own event.
    insert: async (t) => ({ slug: uniqueSlug('hijack'), event_id: t.event.id }),
    patch: (t) => ({ event_id: t.otherEvent.id }),
    // Written by the database when a slug changes, read only through the public functions.
    allowed: { select: [], insert: [], update: [], delete: [] },
  },
  {
    table: 'notifications',
    make: (t) =>
      one(
        `insert into notifications (user_id, event_id, type, data) values ($1, $2, 'guest_rsvp', '{}') returning id`,
        [t.owner.id, t.event.id],
      ),
    insert: async (t) => ({ user_id: t.owner.id, event_id: t.event.id, type: 'guest_rsvp' }),
    patch: () => ({ read: true }),
    // The owner's own notification: private even to global admins.
    allowed: { select: ['owner'], insert: [], update: ['owner'], delete: ['owner'] },
  },
]

describe('security matrix: tables', () => {
  let team: MatrixTeam
  beforeAll(async () => {
    team = await createMatrixTeam()
  })

  for (const spec of SPECS) {
    describe(spec.table, () => {
      for (const op of OPERATIONS) {
        const cells = ROLES.map((role) => ({ role, allowed: spec.allowed[op].includes(role) }))
        it.each(cells)(`${op} as $role → allowed: $allowed`, async ({ role, allowed }) => {
          expect(await attempt(spec, team, role, op)).toBe(allowed)
        })
      }
    })
  }
})
