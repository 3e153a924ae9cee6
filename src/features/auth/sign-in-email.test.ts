import { expect, it } from 'vitest'
import { normalizeEmail } from './sign-in-email'

it.each([
  ['ada@example.test', 'ada@example.test'],
  ['  Ada@Example.TEST \n', 'ada@example.test'],
  ['\tADA@EXAMPLE.TEST', 'ada@example.test'],
  ['   ', ''],
])('%j becomes %j', (raw, email) => {
  expect(normalizeEmail(raw)).toBe(email)
})
