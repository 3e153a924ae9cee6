import { expect, it } from 'vitest'
import { splitAudience } from './mail-audience'

const g = (id: string, status: 'pending' | 'confirmed' | 'declined', email: string | null, unsubscribed = false) => ({
  id,
  status,
  email,
  unsubscribed_at: unsubscribed ? '2027-01-01T00:00:00Z' : null,
})
const guests = [
  g('a', 'pending', 'a@example.test'),
  g('b', 'confirmed', 'b@example.test'),
  g('c', 'pending', null),
  g('d', 'declined', 'not an address'),
  g('e', 'pending', 'e@example.test', true),
]
const ids = (list: { id: string }[]) => list.map((x) => x.id)

it('splits who gets the mail from who is left out, and why', () => {
  const everyone = splitAudience(guests, 'everyone', new Set())
  expect(ids(everyone.recipients)).toEqual(['a', 'b'])
  expect(ids(everyone.noAddress)).toEqual(['c'])
  expect(ids(everyone.invalid)).toEqual(['d'])
  expect(ids(everyone.unsubscribed)).toEqual(['e'])
})

it("'Not answered yet' skips those who answered; 'Selected guests' takes the ticked ones", () => {
  expect(ids(splitAudience(guests, 'pending', new Set()).recipients)).toEqual(['a'])
  expect(ids(splitAudience(guests, 'confirmed', new Set()).recipients)).toEqual(['b'])
  expect(ids(splitAudience(guests, 'selected', new Set(['b', 'c'])).recipients)).toEqual(['b'])
})
