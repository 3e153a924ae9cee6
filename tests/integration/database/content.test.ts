import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam, setModules, type PlusOne, type Team } from '../support/event-fixtures.ts'
import { serviceClient } from '../support/typed-clients.ts'

// Rules on event content that hold whoever writes.

const kid: PlusOne = { name: 'Léo', age: 'kid', vegetarian: false }
const adult: PlusOne = { name: 'Inès', age: 'adult', vegetarian: true }

describe('guest party size', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it('is 1 + plus-ones on every save, whatever number the client sends', async () => {
    const { data, error } = await team.editor.db
      .from('guests')
      .insert({ event_id: team.event.id, name: 'Hugo', number: 42, plus_ones: [kid, adult] })
      .select('id, number')
      .single()
    expect(error).toBeNull()
    expect(data!.number).toBe(3)
    const shrink = await team.editor.db
      .from('guests')
      .update({ plus_ones: [kid], number: 7 })
      .eq('id', data!.id)
      .select('number')
      .single()
    expect(shrink.data!.number).toBe(2)
  })

  it('is 0 once declined, and 1 + plus-ones again when the organiser reopens the guest', async () => {
    const { data } = await team.owner.db
      .from('guests')
      .insert({ event_id: team.event.id, name: 'Nina', plus_ones: [kid] })
      .select('id')
      .single()
    const declined = await team.owner.db
      .from('guests')
      .update({ status: 'declined' })
      .eq('id', data!.id)
      .select('number')
      .single()
    expect(declined.data!.number).toBe(0)
    const reopened = await team.owner.db
      .from('guests')
      .update({ status: 'pending' })
      .eq('id', data!.id)
      .select('number')
      .single()
    expect(reopened.data!.number).toBe(2)
  })

  it.each([
    { what: 'an unknown age', plusOnes: [{ name: 'X', age: 'teen', vegetarian: false }] },
    { what: 'a missing vegetarian flag', plusOnes: [{ name: 'X', age: 'adult' }] },
    { what: 'a blank name', plusOnes: [{ name: '  ', age: 'kid', vegetarian: true }] },
    { what: 'a string instead of a list', plusOnes: 'Léo' },
  ])('refuses plus-ones with $what', async ({ plusOnes }) => {
    const { error } = await team.owner.db
      .from('guests')
      .insert({ event_id: team.event.id, name: 'Bad', plus_ones: plusOnes as never })
    expect(error?.code).toBe('23514')
  })
})

describe('disabled modules take no new rows', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam({ modules: { todos: false, guests: false, gifts: false, 'photo-sharing': false } })
  })

  const rows = (t: Team) => ({
    todos: { event_id: t.event.id, name: 'Book DJ' },
    guests: { event_id: t.event.id, name: 'Late guest' },
    gifts: { event_id: t.event.id, name: 'Blender' },
    photos: { event_id: t.event.id, url: `${t.owner.id}/${t.event.id}/photos/x.webp` },
  })
  const label = { todos: 'todos', guests: 'guests', gifts: 'gifts', photos: 'photo sharing' }

  it.each(['todos', 'guests', 'gifts', 'photos'] as const)(
    'refuses a new row in %s, even from the service role',
    async (table) => {
      const expected = {
        code: 'EV005',
        message: `This event does not have the ${label[table]} module activated`,
        hint: 'module_disabled',
      }
      expect((await team.owner.db.from(table).insert(rows(team)[table] as never)).error).toMatchObject(expected)
      expect(
        (
          await serviceClient()
            .from(table)
            .insert(rows(team)[table] as never)
        ).error,
      ).toMatchObject(expected)
    },
  )

  it('accepts rows again once the module is switched back on', async () => {
    await setModules(team.event.id, { todos: true })
    expect((await team.owner.db.from('todos').insert(rows(team).todos)).error).toBeNull()
  })
})

describe('completing a todo', () => {
  it('records todo_completed with the first name, else the e-mail, once', async () => {
    const team = await createTeam()
    await sql(`update users set name = '{}' where id = $1`, [team.editor.id])
    const { data } = await team.owner.db
      .from('todos')
      .insert({ event_id: team.event.id, name: 'Order cake' })
      .select('id')
      .single()
    await team.owner.db.from('todos').update({ status: 'completed' }).eq('id', data!.id)
    await team.owner.db.from('todos').update({ category: 'Food' }).eq('id', data!.id)
    await team.owner.db.from('todos').update({ status: 'pending' }).eq('id', data!.id)
    await team.editor.db.from('todos').update({ status: 'completed' }).eq('id', data!.id)
    const feed = await sql(
      `select data from event_activity where type = 'todo_completed' and data->>'todo_id' = $1 order by created_at`,
      [data!.id],
    )
    expect(feed).toEqual([
      { data: { user_name: 'Olive', task_name: 'Order cake', todo_id: data!.id } },
      { data: { user_name: team.editor.email, task_name: 'Order cake', todo_id: data!.id } },
    ])
  })
})
