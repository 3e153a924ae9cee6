import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addMember, createTeam, createUser, type Team, type TestUser } from '../support/event-fixtures.ts'
import { serviceClient } from '../support/typed-clients.ts'

// Todos beyond the shared matrix (tables.test.ts, whose 'otherEditor' seat is an editor of another
// event): moving todos between events, and the todo_completed feed that no client can forge or skip.

/** One of event A's todos, made as the database owner. */
const makeTodo = async (t: Team) => {
  const [row] = await sql<{ id: string }>(
    `insert into todos (event_id, name, due_date) values ($1, 'Book venue', current_date) returning id`,
    [t.event.id],
  )
  return row.id
}

const completions = (todoId: string) =>
  sql<{ data: Record<string, string> }>(
    `select data from event_activity where type = 'todo_completed' and data->>'todo_id' = $1 order by created_at`,
    [todoId],
  )

describe("an editor of event B and event A's todos", () => {
  let team: Team
  let editorOfB: TestUser
  beforeAll(async () => {
    team = await createTeam()
    editorOfB = await createUser({ first: 'Bea', prefix: 'editor-b' })
    await addMember(team.otherEvent.id, editorOfB)
  })

  it("A's editor cannot move a todo into B, nor create one there", async () => {
    const id = await makeTodo(team)
    const moved = await team.editor.db.from('todos').update({ event_id: team.otherEvent.id }).eq('id', id)
    expect(moved.error?.code).toBe('42501')
    const created = await team.editor.db.from('todos').insert({ event_id: team.otherEvent.id, name: 'Sneak in' })
    expect(created.error?.code).toBe('42501')
    expect(await sql(`select 1 from todos where event_id = $1`, [team.otherEvent.id])).toEqual([])
  })
})

describe('todo_completed cannot be forged or skipped', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it("is signed 'Someone' when the completer has no name or e-mail on record (the service role)", async () => {
    const id = await makeTodo(team)
    const { error } = await serviceClient().from('todos').update({ status: 'completed' }).eq('id', id)
    expect(error).toBeNull()
    expect(await completions(id)).toEqual([{ data: { user_name: 'Someone', task_name: 'Book venue', todo_id: id } }])
  })

  it('is recorded when a client creates a todo already completed', async () => {
    const { data, error } = await team.editor.db
      .from('todos')
      .insert({ event_id: team.event.id, name: 'Already done', status: 'completed' })
      .select('id')
      .single()
    expect(error).toBeNull()
    expect(await completions(data!.id)).toEqual([
      { data: { user_name: 'Eddie', task_name: 'Already done', todo_id: data!.id } },
    ])
  })

  it('cannot be written, rewritten or removed by a member', async () => {
    const id = await makeTodo(team)
    await team.owner.db.from('todos').update({ status: 'completed' }).eq('id', id)
    const forged = await team.owner.db
      .from('event_activity')
      .insert({ event_id: team.event.id, type: 'todo_completed', data: { user_name: 'Mallory', task_name: 'x' } })
    expect(forged.error?.code).toBe('42501')
    await team.owner.db
      .from('event_activity')
      .update({ data: { user_name: 'Mallory' } })
      .eq('data->>todo_id', id)
    await team.owner.db.from('event_activity').delete().eq('data->>todo_id', id)
    expect(await completions(id)).toEqual([{ data: { user_name: 'Olive', task_name: 'Book venue', todo_id: id } }])
  })

  it('refuses names and categories longer than the forms allow', async () => {
    const long = await team.editor.db.from('todos').insert({ event_id: team.event.id, name: 'x'.repeat(201) })
    expect(long.error?.code).toBe('23514')
    const category = await team.editor.db
      .from('todos')
      .insert({ event_id: team.event.id, name: 'Fine', category: 'c'.repeat(101) })
    expect(category.error?.code).toBe('23514')
    const limit = await team.editor.db
      .from('todos')
      .insert({ event_id: team.event.id, name: 'x'.repeat(200), category: 'c'.repeat(100) })
    expect(limit.error).toBeNull()
  })
})
