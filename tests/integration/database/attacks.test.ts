import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { sql } from '../support/clients.ts'
import { addGift, addGuest, createTeam, setModules, uploadCode, type Team } from '../support/event-fixtures.ts'
import { asRole, storeObject } from '../support/sql-as-role.ts'
import { guest } from '../support/typed-clients.ts'

// What a curious guest (or a signed-in stranger) would try, each expected to fail or to
// return nothing of value. Data is checked in the database afterwards where a refusal is silent.

interface World extends Team {
  guestId: string
  otherGuestId: string
  soldGift: string
  code: string
}

const untyped = (client: unknown) => client as SupabaseClient
const nothing = ({ data, error }: { data: unknown; error: unknown }) =>
  error !== null || (Array.isArray(data) && data.length === 0)

const ATTACKS: { attack: string; run: (w: World) => Promise<void> }[] = [
  {
    attack: "enumerate guests with ilike '%' as anon",
    run: async () =>
      expect(nothing(await untyped(guest()).from('guests').select('name, email').ilike('name', '%'))).toBe(true),
  },
  {
    attack: "enumerate guests with ilike '%' as a signed-in stranger",
    run: async (w) => {
      const { data } = await w.outsider.db.from('guests').select('name').eq('event_id', w.event.id).ilike('name', '%')
      expect(data).toEqual([])
    },
  },
  {
    attack: "enumerate guests with '%' through the RSVP lookup",
    run: async (w) => {
      for (const p_name of ['%', '_%', '*', '%a%']) {
        const { data } = await guest().rpc('find_rsvp_guest', { p_event_id: w.event.id, p_name })
        expect(data).toEqual([])
      }
    },
  },
  {
    attack: 'read events.photoSharingSettings (the upload code) as anon',
    run: async (w) =>
      expect(nothing(await untyped(guest()).from('events').select('photoSharingSettings').eq('id', w.event.id))).toBe(
        true,
      ),
  },
  {
    attack: "read another event's upload code as a signed-in stranger",
    run: async (w) =>
      expect((await w.outsider.db.from('events').select('photoSharingSettings').eq('id', w.event.id)).data).toEqual([]),
  },
  {
    attack: 'look an event up by upload code as anon, as the old upload page did',
    run: async (w) => {
      const r = await untyped(guest())
        .from('events')
        .select('id, user_id')
        .eq('photoSharingSettings->>upload_code', w.code)
      expect(nothing(r)).toBe(true)
    },
  },
  {
    attack: 'read users and their e-mails as anon, directly or embedded',
    run: async () => {
      expect(nothing(await untyped(guest()).from('users').select('email'))).toBe(true)
      expect(nothing(await untyped(guest()).from('event_users').select('users(email)'))).toBe(true)
    },
  },
  {
    attack: "read other organisers' e-mails as a signed-in stranger",
    run: async (w) => {
      const { data } = await w.outsider.db.from('users').select('id, email')
      expect(data).toEqual([{ id: w.outsider.id, email: w.outsider.email }])
    },
  },
  {
    attack: "read someone else's notifications",
    run: async (w) => {
      await sql(`insert into notifications (user_id, event_id, type) values ($1, $2, 'guest_rsvp')`, [
        w.owner.id,
        w.event.id,
      ])
      expect((await w.outsider.db.from('notifications').select('id').eq('user_id', w.owner.id)).data).toEqual([])
      expect(nothing(await untyped(guest()).from('notifications').select('id'))).toBe(true)
    },
  },
  {
    attack: 'buy a gift that is already purchased',
    run: async (w) => {
      const { error } = await guest().rpc('purchase_gifts', {
        p_gift_ids: [w.soldGift],
        p_email: 'sneaky@example.test',
      })
      expect(error?.code).toBe('EV003')
    },
  },
  {
    attack: 'mark a gift purchased by writing the table as anon',
    run: async (w) => {
      const gift = await addGift(w.event.id, 'Coveted')
      await untyped(guest()).from('gifts').update({ status: 'purchased' }).eq('id', gift)
      expect((await sql(`select status from gifts where id = $1`, [gift]))[0].status).toBe('available')
    },
  },
  {
    attack: "RSVP for another event's guest with their id",
    run: async (w) => {
      const { error } = await guest().rpc('submit_rsvp', {
        p_event_id: w.event.id,
        p_ticket: w.otherGuestId,
        p_status: 'declined',
      })
      expect(error?.code).toBe('EV014')
      expect((await sql(`select status from guests where id = $1`, [w.otherGuestId]))[0].status).toBe('pending')
    },
  },
  {
    attack: 'rewrite a guest through the table instead of the RSVP function',
    run: async (w) => {
      await untyped(guest()).from('guests').update({ status: 'declined' }).eq('id', w.guestId)
      expect((await sql(`select status from guests where id = $1`, [w.guestId]))[0].status).toBe('pending')
    },
  },
  {
    attack: "upload into another event's folder as a member",
    run: async (w) => {
      await expect(
        storeObject(w.editor.claims, `${w.editor.id}/${w.otherEvent.id}/gifts/evil.webp`),
      ).rejects.toMatchObject({ code: '42501' })
    },
  },
  {
    attack: "upload into an event's photos folder as anon without a granted path",
    run: async (w) => {
      await expect(storeObject({ role: 'anon' }, `${w.owner.id}/${w.event.id}/photos/evil.webp`)).rejects.toMatchObject(
        { code: '42501' },
      )
    },
  },
  {
    attack: "list an event's files as anon",
    run: async (w) => {
      await sql(`insert into storage.objects (bucket_id, name) values ('media', $1)`, [
        `${w.owner.id}/${w.event.id}/photos/private.webp`,
      ])
      const listed = await asRole({ role: 'anon' }, (query) =>
        query(`select name from storage.objects where bucket_id = 'media'`),
      )
      expect(listed.rows.filter((r) => String(r.name).includes(w.event.id))).toEqual([])
    },
  },
  {
    attack: 'use a 7-character or lower-case upload code',
    run: async (w) => {
      for (const p_code of [`${w.code}X`, w.code.toLowerCase(), w.code.slice(0, 6).padEnd(7, ' ')]) {
        const { error } = await guest().rpc('check_upload_code', { p_event_ref: w.event.id, p_code })
        expect(error).toMatchObject({ code: 'EV001', message: 'Code invalide' })
      }
    },
  },
  {
    attack: "raise one's own role to admin",
    run: async (w) => {
      const { error } = await w.editor.db.from('users').update({ role: 'admin' }).eq('id', w.editor.id)
      expect(error?.code).toBe('42501')
      expect((await sql(`select role from users where id = $1`, [w.editor.id]))[0].role).toBe('user')
    },
  },
  {
    attack: 'promote oneself to owner of the event',
    run: async (w) => {
      await w.editor.db
        .from('event_users')
        .update({ role: 'owner' })
        .eq('event_id', w.event.id)
        .eq('user_id', w.editor.id)
      expect(
        (await sql(`select role from event_users where event_id = $1 and user_id = $2`, [w.event.id, w.editor.id]))[0]
          .role,
      ).toBe('editor')
    },
  },
  {
    attack: 'remove the owner as an editor',
    run: async (w) => {
      await w.editor.db.from('event_users').delete().eq('event_id', w.event.id).eq('user_id', w.owner.id)
      expect(
        await sql(`select 1 from event_users where event_id = $1 and user_id = $2`, [w.event.id, w.owner.id]),
      ).toHaveLength(1)
    },
  },
  {
    attack: 'join an event one is not a member of',
    run: async (w) => {
      const { error } = await w.outsider.db.from('event_users').insert({ event_id: w.event.id, user_id: w.outsider.id })
      expect(error?.code).toBe('42501')
    },
  },
  {
    attack: 'insert into a disabled module',
    run: async (w) => {
      await setModules(w.event.id, { todos: false })
      try {
        const { error } = await w.owner.db.from('todos').insert({ event_id: w.event.id, name: 'Sneak in' })
        expect(error?.code).toBe('EV005')
      } finally {
        await setModules(w.event.id, { todos: true })
      }
    },
  },
  {
    attack: 'switch a module back on as an owner',
    run: async (w) => {
      const { error } = await w.owner.db
        .from('events')
        .update({ moduleActivation: { guests: true, todos: true, gifts: true, 'photo-sharing': true, extra: true } })
        .eq('id', w.event.id)
      expect(error?.code).toBe('42501')
    },
  },
  {
    attack: 'forge activity in the feed',
    run: async (w) => {
      const { error } = await w.editor.db
        .from('event_activity')
        .insert({ event_id: w.event.id, type: 'gift_purchase', data: { name: 'Me' } })
      expect(error?.code).toBe('42501')
    },
  },
  {
    attack: 'call organiser or internal functions as anon',
    run: async (w) => {
      expect((await guest().rpc('delete_event', { p_event_id: w.event.id })).error?.code).toBe('42501')
      expect((await guest().rpc('is_slug_available', { p_slug: 'x' })).error?.code).toBe('42501')
      expect((await untyped(guest()).rpc('generate_upload_code')).error?.code).toBe('PGRST202')
      expect(
        (await untyped(guest()).rpc('notify_event_members', { p_event_id: w.event.id, p_type: 'x', p_data: {} })).error
          ?.code,
      ).toBe('PGRST202')
      expect(await sql(`select 1 from events where id = $1`, [w.event.id])).toHaveLength(1)
    },
  },
]

describe('attacks of a curious guest', () => {
  let world: World
  beforeAll(async () => {
    const team = await createTeam({ uploadsOpen: true })
    world = {
      ...team,
      guestId: await addGuest(team.event.id, 'Jeanne Moreau', { email: 'jeanne@example.test' }),
      otherGuestId: await addGuest(team.otherEvent.id, 'Other Guest'),
      soldGift: await addGift(team.event.id, 'Sold out', 'purchased'),
      code: await uploadCode(team.event.id),
    }
  })

  it.each(ATTACKS)('$attack', async ({ run }) => {
    await run(world)
  })
})
