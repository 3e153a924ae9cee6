import { describe, expect, it } from 'vitest'
import { EVENT_TABS, isEventTabActive, isFullWidthScreen } from './event-tabs'

const root = '/admin/event/e1000000-0000-4000-8000-000000000001/'

const activeAt = (pathname: string) =>
  EVENT_TABS.filter((entry) => isEventTabActive(pathname, root, entry.tab)).map((entry) => entry.label)

it('lists the nine tabs of SPEC §2 in order', () => {
  expect(EVENT_TABS.map((entry) => entry.label)).toEqual([
    'Overview',
    'Todos',
    'Guests',
    'Gifts',
    'Website',
    'Table plan',
    'Shared photos',
    'Activity',
    'Settings',
  ])
})

describe('isEventTabActive', () => {
  it.each([
    [root, ['Overview']],
    [root.slice(0, -1), ['Overview']],
    [`${root}todos`, ['Todos']],
    [`${root}todos/`, ['Todos']],
    [`${root}todos/completed`, ['Todos']],
    [`${root}settings/general`, ['Settings']],
    [`${root}settings/team`, ['Settings']],
    [`${root}table-plan`, ['Table plan']],
    [`${root}shared-photos`, ['Shared photos']],
    [`${root}website`, ['Website']],
    // Not a whole segment: nothing is active.
    [`${root}todosx`, []],
    [`${root}unknown`, []],
    ['/admin/event/other-event/todos', []],
    ['/admin', []],
  ])('at %s: %j', (pathname, expected) => {
    expect(activeAt(pathname)).toEqual(expected)
  })
})

it('gives the website editor the full width only', () => {
  expect(isFullWidthScreen(`${root}website`, root)).toBe(true)
  expect(isFullWidthScreen(`${root}website/`, root)).toBe(true)
  expect(isFullWidthScreen(`${root}gifts`, root)).toBe(false)
  expect(isFullWidthScreen(root, root)).toBe(false)
})
