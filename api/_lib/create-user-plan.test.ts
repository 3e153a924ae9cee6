import { describe, expect, it } from 'vitest'
import type { UserInput } from '../../kernel/user-input'
import { planCreateUser, type ExistingUser } from './create-user-plan'

const input: UserInput = { firstName: 'Léa', lastName: 'Dubois', email: 'lea@example.test', role: 'admin' }
const existing = (name: ExistingUser['name']): ExistingUser => ({ id: 'u1', name })

describe('planCreateUser', () => {
  it.each<[string, ExistingUser | null, ReturnType<typeof planCreateUser>]>([
    ['a new address', null, { kind: 'create' }],
    ['the same person (a retry)', existing({ first: 'Léa', last: 'Dubois' }), { kind: 'finish', id: 'u1' }],
    ['the same name stored with spaces', existing({ first: ' Léa ', last: 'Dubois ' }), { kind: 'finish', id: 'u1' }],
    ['another first name', existing({ first: 'Lea', last: 'Dubois' }), { kind: 'conflict' }],
    ['another last name', existing({ first: 'Léa', last: 'Durand' }), { kind: 'conflict' }],
    ['an invitee without a name yet', existing({}), { kind: 'conflict' }],
    ['a name of another shape', existing('Léa Dubois'), { kind: 'conflict' }],
  ])('%s', (_label, user, plan) => {
    expect(planCreateUser(user, input, 'caller')).toEqual(plan)
  })

  it("treats the caller's own address as taken, even under the same name", () => {
    expect(planCreateUser(existing({ first: 'Léa', last: 'Dubois' }), input, 'u1')).toEqual({ kind: 'conflict' })
  })
})
