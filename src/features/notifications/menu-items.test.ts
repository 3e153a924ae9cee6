import { describe, expect, it } from 'vitest'
import { badgeText, bellLabel, olderLabel, splitForMenu, unreadCount } from './menu-items'

const list = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('splitForMenu', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [9, 9, 0],
    [10, 10, 0],
    [11, 10, 1],
    [25, 10, 15],
  ])('%i notifications: %i shown, %i older', (total, shown, older) => {
    const split = splitForMenu(list(total))
    expect(split.shown).toHaveLength(shown)
    expect(split.older).toBe(older)
  })

  it('keeps the newest first', () => {
    expect(splitForMenu(list(12)).shown).toEqual(list(10))
  })
})

it('words the older count as the spec does', () => {
  expect(olderLabel(1)).toBe('1 older notification(s)')
  expect(olderLabel(15)).toBe('15 older notification(s)')
})

it('counts unread items, including those past the first 10', () => {
  const items = [...list(11).map(() => ({ read: true })), { read: false }, { read: false }]
  expect(unreadCount(items)).toBe(2)
  expect(unreadCount([])).toBe(0)
})

it('names the bell with its unread count', () => {
  expect(bellLabel(0)).toBe('Notifications')
  expect(bellLabel(3)).toBe('Notifications, 3 unread')
})

it.each([
  [1, '1'],
  [99, '99'],
  [100, '99+'],
])('badge for %i reads %s', (count, text) => {
  expect(badgeText(count)).toBe(text)
})
