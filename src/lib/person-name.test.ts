import { describe, expect, it } from 'vitest'
import { displayName, personName } from './person-name'

describe('personName', () => {
  it.each([
    [{ first: 'Léa', last: 'Dubois' }, 'Léa Dubois'],
    [{ first: '  Léa ', last: ' Dubois ' }, 'Léa Dubois'],
    [{ first: 'Léa' }, 'Léa'],
    [{ last: 'Dubois' }, 'Dubois'],
    [{ first: '   ', last: '' }, null],
    [{}, null],
    [{ first: 3, last: null }, null],
    [null, null],
    ['Léa Dubois', null],
    [['Léa'], null],
    [undefined, null],
  ])('%j → %j', (name, expected) => {
    expect(personName(name)).toBe(expected)
  })
})

describe('displayName', () => {
  it('prefers the name, then falls back to the e-mail', () => {
    expect(displayName({ name: { first: 'Léa', last: 'Dubois' }, email: 'lea@example.test' })).toBe('Léa Dubois')
    expect(displayName({ name: {}, email: 'hugo@example.test' })).toBe('hugo@example.test')
  })
})
