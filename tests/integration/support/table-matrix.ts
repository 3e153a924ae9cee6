import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { SupabaseClient } from '@supabase/supabase-js'
import { sql } from './clients.ts'
import { addMember, createTeam, createUser, type Team, type TestUser } from './event-fixtures.ts'
import { guest, type AppClient } from './typed-clients.ts'

/**
 * The matrix's seats around event A: an anonymous visitor; an outsider (signed in, owner of an event
 * B of their own); an editor of B (a member, only not of A); A's editor and owner; a global admin.
 */
export type Role = 'anon' | 'outsider' | 'otherEditor' | 'editor' | 'owner' | 'admin'
export type Operation = 'select' | 'insert' | 'update' | 'delete'
export const ROLES: Role[] = ['anon', 'outsider', 'otherEditor', 'editor', 'owner', 'admin']
export const OPERATIONS: Operation[] = ['select', 'insert', 'update', 'delete']

type Row = Record<string, unknown>

/** How to exercise one table: a target row made as the database owner, and the writes to try. */
export interface TableSpec {
  table: string
  /** Creates the row that select, update and delete aim at; returns its id. */
  make(team: Team): Promise<string>
  /** A new row to insert (with its own id, so that its arrival can be checked). */
  insert(team: Team): Promise<Row>
  /** The change update tries, and the column that shows whether it happened. */
  patch(team: Team): Row
  /** Roles allowed for each operation; every other role must be refused. */
  allowed: Record<Operation, Role[]>
}

/** A team with every seat of the matrix taken. */
export interface MatrixTeam extends Team {
  /** An editor of `otherEvent`, the outsider's event. */
  otherEditor: TestUser
}

export async function createMatrixTeam(): Promise<MatrixTeam> {
  const team = await createTeam()
  const otherEditor = await createUser({ first: 'Bea', prefix: 'editor-b' })
  await addMember(team.otherEvent.id, otherEditor)
  return { ...team, otherEditor }
}

export function clientFor(team: MatrixTeam, role: Role): AppClient {
  return role === 'anon' ? guest() : (team[role] as TestUser).db
}

async function rowById(table: string, id: string): Promise<Row | undefined> {
  const [row] = await sql<Row>(`select * from public.${table} where id = $1`, [id])
  return row
}

/**
 * Runs one cell of the matrix through supabase-js and reports whether the operation took
 * effect, judged from the database itself (an RLS refusal is often an empty result, not an error).
 */
export async function attempt(spec: TableSpec, team: MatrixTeam, role: Role, op: Operation): Promise<boolean> {
  // The tables are typed per name; the matrix walks them generically.
  const from = (clientFor(team, role) as unknown as SupabaseClient).from(spec.table)
  if (op === 'insert') {
    const row = { id: randomUUID(), ...(await spec.insert(team)) }
    const { error } = await from.insert(row)
    const stored = await rowById(spec.table, row.id)
    return !error && stored !== undefined
  }
  const id = await spec.make(team)
  if (op === 'select') {
    const { data, error } = await from.select('id').eq('id', id)
    return !error && (data as Row[]).some((r) => r.id === id)
  }
  if (op === 'update') {
    const patch = spec.patch(team)
    const { error } = await from.update(patch).eq('id', id)
    const stored = await rowById(spec.table, id)
    const plain = (v: unknown) => JSON.parse(JSON.stringify(v ?? null))
    const changed = Object.entries(patch).every(([k, v]) => isDeepStrictEqual(plain(stored?.[k]), plain(v)))
    return !error && changed
  }
  const { error } = await from.delete().eq('id', id)
  return !error && (await rowById(spec.table, id)) === undefined
}
