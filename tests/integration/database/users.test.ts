import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql, uniqueEmail } from '../support/clients.ts'
import { createUser, createUsers, tokenFor } from '../support/event-fixtures.ts'
import { appClient, serviceClient } from '../support/typed-clients.ts'

describe('profiles follow auth accounts', () => {
  it('creates the users row from a new auth account, e-mail lower-cased, name from metadata', async () => {
    const id = randomUUID()
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD')
    await sql(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [
      id,
      email,
      { name: { first: 'Camille', last: 'Martin' } },
    ])
    const [row] = await sql(`select email, role, name from users where id = $1`, [id])
    expect(row).toEqual({ email: email.toLowerCase(), role: 'user', name: { first: 'Camille', last: 'Martin' } })
  })

  it('reads first_name/last_name metadata too, and leaves the name empty without any', async () => {
    const [a, b] = [randomUUID(), randomUUID()]
    await sql(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [
      a,
      uniqueEmail(),
      { first_name: 'Léa', last_name: 'Dubois' },
    ])
    await sql(`insert into auth.users (id, email) values ($1, $2)`, [b, uniqueEmail()])
    const rows = await sql<{ id: string; name: unknown }>(`select id, name from users where id = any($1::uuid[])`, [
      [a, b],
    ])
    expect(Object.fromEntries(rows.map((r) => [r.id, r.name]))).toEqual({
      [a]: { first: 'Léa', last: 'Dubois' },
      [b]: {},
    })
  })

  it('follows e-mail changes of the auth account', async () => {
    const user = await createUser()
    const next = uniqueEmail('moved')
    await sql(`update auth.users set email = $2 where id = $1`, [user.id, next])
    expect((await sql(`select email from users where id = $1`, [user.id]))[0].email).toBe(next)
  })

  it('closes the auth account when an admin deletes the user, and the other way round', async () => {
    const admin = await createUser({ admin: true })
    const [gone, alsoGone] = await createUsers(2)
    const { error } = await admin.db.from('users').delete().eq('id', gone.id)
    expect(error).toBeNull()
    expect(await sql(`select 1 from auth.users where id = $1`, [gone.id])).toEqual([])
    await sql(`delete from auth.users where id = $1`, [alsoGone.id])
    expect(await sql(`select 1 from users where id = $1`, [alsoGone.id])).toEqual([])
  })
})

describe('who changes a profile', () => {
  it('lets users change their own name', async () => {
    const me = await createUser()
    const { error } = await me.db
      .from('users')
      .update({ name: { first: 'Jo', last: 'Doe' } })
      .eq('id', me.id)
    expect(error).toBeNull()
    expect((await sql(`select name from users where id = $1`, [me.id]))[0].name).toEqual({ first: 'Jo', last: 'Doe' })
  })

  it('lets users upsert their own profile as the profile screen does', async () => {
    const me = await createUser()
    const { error } = await me.db
      .from('users')
      .upsert({ id: me.id, email: me.email, name: { first: 'Ana', last: 'Lima' } })
    expect(error).toBeNull()
    expect((await sql(`select name from users where id = $1`, [me.id]))[0].name).toEqual({ first: 'Ana', last: 'Lima' })
  })

  it('refuses raising one’s own role, directly or by upsert', async () => {
    const me = await createUser()
    const update = await me.db.from('users').update({ role: 'admin' }).eq('id', me.id)
    expect(update.error?.code).toBe('42501')
    expect(update.error?.message).toBe('Only a global admin can change a role')
    const upsert = await me.db.from('users').upsert({ id: me.id, email: me.email, role: 'admin' })
    expect(upsert.error?.code).toBe('42501')
    expect((await sql(`select role from users where id = $1`, [me.id]))[0].role).toBe('user')
  })

  it('refuses changing one’s e-mail or another user’s name', async () => {
    const [me, other] = await createUsers(2)
    const email = await me.db.from('users').update({ email: 'someone@else.test' }).eq('id', me.id)
    expect(email.error?.code).toBe('42501')
    await me.db
      .from('users')
      .update({ name: { first: 'Hacked' } })
      .eq('id', other.id)
    expect((await sql(`select name from users where id = $1`, [other.id]))[0].name).toEqual({
      first: 'Test',
      last: 'User',
    })
  })

  it('refuses a profile row for someone else', async () => {
    const me = await createUser()
    const { error } = await me.db.from('users').insert({ id: randomUUID(), email: uniqueEmail() })
    expect(error?.code).toBe('42501')
  })

  it('lets a global admin change roles and e-mails, moving the sign-in address too', async () => {
    const admin = await createUser({ admin: true })
    const user = await createUser()
    const next = uniqueEmail('renamed')
    const { error } = await admin.db.from('users').update({ role: 'admin', email: next }).eq('id', user.id)
    expect(error).toBeNull()
    expect((await sql(`select role, email from users where id = $1`, [user.id]))[0]).toEqual({
      role: 'admin',
      email: next,
    })
    expect((await sql(`select email from auth.users where id = $1`, [user.id]))[0].email).toBe(next)
  })

  it('refuses a token for an account whose profile is gone', async () => {
    const token = await tokenFor(randomUUID(), uniqueEmail())
    const { data, error } = await appClient(token).from('users').select('*')
    expect(error).toBeNull()
    expect(data).toEqual([])
  })
})

/** The auth service lands separately: run these once its admin API answers. */
async function authAdminReady(): Promise<boolean> {
  try {
    const { error } = await serviceClient().auth.admin.listUsers({ perPage: 1 })
    return error === null
  } catch {
    return false
  }
}

describe.runIf(await authAdminReady())('accounts made through the auth admin API', () => {
  it('land on a users row with the same id, whether created by an admin or invited', async () => {
    const admin = serviceClient().auth.admin
    const created = await admin.createUser({
      email: uniqueEmail('added'),
      email_confirm: true,
      user_metadata: { name: { first: 'Added', last: 'ByAdmin' } },
    })
    expect(created.error).toBeNull()
    const invited = await admin.inviteUserByEmail(uniqueEmail('invited'))
    expect(invited.error).toBeNull()
    const rows = await sql<{ id: string; email: string; name: unknown }>(
      `select id, email, name from users where id = any($1::uuid[])`,
      [[created.data.user!.id, invited.data.user!.id]],
    )
    expect(rows).toHaveLength(2)
    expect(rows.find((r) => r.id === created.data.user!.id)).toMatchObject({
      email: created.data.user!.email,
      name: { first: 'Added', last: 'ByAdmin' },
    })
  })
})
