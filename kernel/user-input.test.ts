import { describe, expect, it } from 'vitest'
import { USER_INPUT_MESSAGES as M, userInput } from './user-input'

const valid = { firstName: 'Léa', lastName: 'Dubois', email: 'lea@example.test', role: 'user' }

const firstIssue = (input: unknown) => {
  const result = userInput.safeParse(input)
  return result.success
    ? null
    : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message }
}

describe('userInput', () => {
  it('trims the names and trims and lowercases the e-mail', () => {
    expect(
      userInput.parse({ firstName: '  Léa ', lastName: ' Dubois', email: '  LEA@Example.TEST ', role: 'admin' }),
    ).toEqual({ firstName: 'Léa', lastName: 'Dubois', email: 'lea@example.test', role: 'admin' })
  })

  it.each<[string, Record<string, unknown>, { path: string; message: string }]>([
    ['a blank first name', { firstName: '   ' }, { path: 'firstName', message: M.firstName }],
    ['a missing first name', { firstName: undefined }, { path: 'firstName', message: M.firstName }],
    ['a blank last name', { lastName: '' }, { path: 'lastName', message: M.lastName }],
    ['a first name of 101 characters', { firstName: 'a'.repeat(101) }, { path: 'firstName', message: M.nameTooLong }],
    ['a blank e-mail', { email: '  ' }, { path: 'email', message: M.email }],
    ['a missing e-mail', { email: undefined }, { path: 'email', message: M.email }],
    ['an e-mail without a domain', { email: 'lea@' }, { path: 'email', message: M.emailInvalid }],
    ['an e-mail without an at sign', { email: 'lea.example.test' }, { path: 'email', message: M.emailInvalid }],
    [
      'an e-mail of 255 characters',
      { email: `${'a'.repeat(242)}@example.test` },
      { path: 'email', message: M.emailTooLong },
    ],
    ['another role', { role: 'owner' }, { path: 'role', message: M.role }],
    ['no role', { role: undefined }, { path: 'role', message: M.role }],
  ])('refuses %s', (_label, change, issue) => {
    expect(firstIssue({ ...valid, ...change })).toEqual(issue)
  })

  it('accepts names of exactly 100 characters and an e-mail of exactly 254', () => {
    const email = `${'a'.repeat(241)}@example.test`
    expect(email).toHaveLength(254)
    expect(firstIssue({ ...valid, firstName: 'a'.repeat(100), lastName: 'b'.repeat(100), email })).toBeNull()
  })
})
