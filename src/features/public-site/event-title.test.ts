import { expect, it } from 'vitest'
import { publicEventTitle } from './event-title'

const event = (fields: Partial<Parameters<typeof publicEventTitle>[0]>) => ({
  name: null,
  type: 'other' as const,
  spouse1: null,
  spouse2: null,
  person: null,
  ...fields,
})

it.each([
  [event({ type: 'wedding', spouse1: 'Camille', spouse2: 'Alex', name: 'Our day' }), 'Camille & Alex'],
  [event({ type: 'wedding', spouse1: ' Camille ', spouse2: '' }), 'Camille'],
  [event({ type: 'wedding', name: 'Mariage' }), 'Mariage'],
  [event({ type: 'birthday', person: 'Léa', spouse1: 'ignored' }), 'Léa'],
  [event({ type: 'baptism', name: 'Baptême de Jules' }), 'Baptême de Jules'],
  [event({ type: 'other' }), 'Notre événement'],
])('%j is titled %s', (fields, title) => {
  expect(publicEventTitle(fields)).toBe(title)
})
