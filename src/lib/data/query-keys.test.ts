import { expect, it } from 'vitest'
import { keyStartsWith } from './query-keys'

it('matches keys by their leading parts only', () => {
  const mine = keyStartsWith('events', 'mine')
  expect(mine(['events', 'mine', 'u1'])).toBe(true)
  expect(mine(['events', 'mine'])).toBe(true)
  expect(mine(['events', 'one', 'u1'])).toBe(false)
  expect(mine(['events'])).toBe(false)
  expect(mine('events/mine')).toBe(false)
  expect(mine(null)).toBe(false)
})
