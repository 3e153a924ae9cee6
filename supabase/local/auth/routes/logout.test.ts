import { describe, expect, it, vi } from 'vitest'
import type { Database, Queryable } from '../../db/database.ts'
import type { Request, Response } from '../../shared/http.ts'
import type { AuthContext } from '../context.ts'
import { postLogout } from './logout.ts'

const USER = '11111111-1111-4111-8111-111111111111'
const SESSION = '22222222-2222-4222-8222-222222222222'
const caller = vi.hoisted(() => ({ sessionId: undefined as string | undefined }))

vi.mock('../guards.ts', () => ({
  authenticate: async () => ({ claims: {}, user: { id: USER }, sessionId: caller.sessionId }),
}))

/** A database whose pool must not be used: every statement is recorded with the transaction it ran in. */
function fakeDatabase(failWith?: Error) {
  const statements: { transaction: number; sql: string; params?: unknown[] }[] = []
  let transactions = 0
  const db = {
    query: () => Promise.reject(new Error('the logout ran a statement outside its transaction')),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const transaction = ++transactions
      return fn({
        async query(sql: string, params?: unknown[]) {
          statements.push({ transaction, sql, params })
          if (failWith) throw failWith
          return { rows: [], rowCount: 1 }
        },
      } as Queryable)
    },
  } as unknown as Database
  return { db, statements }
}

function response() {
  const res = { status: 0, writeHead: vi.fn((status: number) => (res.status = status)), end: vi.fn() }
  return res
}

async function logout(scope: string | null, sessionId: string | undefined, failWith?: Error) {
  caller.sessionId = sessionId
  const { db, statements } = fakeDatabase(failWith)
  const res = response()
  const url = new URL(`http://localhost/logout${scope === null ? '' : `?scope=${scope}`}`)
  const outcome = postLogout({ db } as AuthContext, {} as Request, res as unknown as Response, url, []).then(
    () => 'done',
    (error: Error) => error.message,
  )
  return { outcome: await outcome, statements, status: res.status }
}

describe('POST /logout', () => {
  it('ends the sessions its scope names, in one transaction', async () => {
    expect(await logout('local', SESSION)).toEqual({
      outcome: 'done',
      status: 204,
      statements: [{ transaction: 1, sql: 'delete from auth.sessions where id = $1', params: [SESSION] }],
    })
    expect((await logout('others', SESSION)).statements).toEqual([
      { transaction: 1, sql: 'delete from auth.sessions where user_id = $1 and id <> $2', params: [USER, SESSION] },
    ])
    for (const scope of [null, 'global'])
      expect((await logout(scope, SESSION)).statements).toEqual([
        { transaction: 1, sql: 'delete from auth.sessions where user_id = $1', params: [USER] },
      ])
  })

  it('ends every session of a token without a session, whatever the scope (GoTrue)', async () => {
    for (const scope of ['local', 'others'])
      expect((await logout(scope, undefined)).statements).toEqual([
        { transaction: 1, sql: 'delete from auth.sessions where user_id = $1', params: [USER] },
      ])
  })

  it('answers no 204 when the delete fails', async () => {
    const { outcome, status } = await logout('global', SESSION, new Error('connection lost'))
    expect(outcome).toBe('connection lost')
    expect(status).toBe(0)
  })

  it('refuses an unknown scope before touching the database', async () => {
    const { outcome, statements } = await logout('everywhere', SESSION)
    expect(outcome).toBe('Unsupported logout scope "everywhere"')
    expect(statements).toEqual([])
  })
})
