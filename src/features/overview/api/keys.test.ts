import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { overviewKeys } from './keys'

it("keeps each figure under its table and the event, so that table's writes refresh it", () => {
  expect(keyStartsWith('guests', 'e1')(overviewKeys.guests('e1'))).toBe(true)
  expect(keyStartsWith('gifts', 'e1')(overviewKeys.gifts('e1'))).toBe(true)
  expect(keyStartsWith('todos', 'e1')(overviewKeys.todos('e1'))).toBe(true)
  expect(keyStartsWith('photos', 'e1')(overviewKeys.photos('e1'))).toBe(true)
  expect(keyStartsWith('guests', 'e1')(overviewKeys.answers('e1'))).toBe(true)
  expect(keyStartsWith('gifts', 'e1')(overviewKeys.giftCount('e1'))).toBe(true)
  expect(keyStartsWith('mailings', 'e1')(overviewKeys.mailings('e1'))).toBe(true)
  expect(keyStartsWith('guests', 'e2')(overviewKeys.guests('e1'))).toBe(false)
})

it('lists every figure of one event', () => {
  expect(overviewKeys.figures('e1')).toEqual([
    overviewKeys.guests('e1'),
    overviewKeys.gifts('e1'),
    overviewKeys.todos('e1'),
    overviewKeys.photos('e1'),
    overviewKeys.answers('e1'),
    overviewKeys.giftCount('e1'),
    overviewKeys.mailings('e1'),
  ])
})
