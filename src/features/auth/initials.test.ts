import { expect, it } from 'vitest'
import { initials } from './initials'

it.each([
  [{ first: 'Camille', last: 'Martin' }, 'demo@eventail.test', 'CM'],
  [{ first: 'éloïse', last: 'dubois' }, null, 'ÉD'],
  [null, 'lea@eventail.test', 'L'],
  [null, '  ', '?'],
  [null, null, '?'],
])('%j with %j shows %s', (name, email, expected) => {
  expect(initials(name, email)).toBe(expected)
})
