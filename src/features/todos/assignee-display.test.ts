import { describe, expect, it } from 'vitest'
import { assigneeChips, assigneeLabel, assigneesToNotify } from './assignee-display'

const team = [
  { id: 'u1', email: 'ada@example.test', name: { first: 'Ada', last: 'Lovelace' } },
  { id: 'u2', email: 'bob@example.test', name: { first: ' ', last: '' } },
  { id: 'u3', email: null, name: undefined },
  { id: 'u4', email: 'dee@example.test', name: { first: 'Dee' } },
  { id: 'u5', email: 'eve@example.test', name: {} },
]

describe('assigneeLabel', () => {
  it('falls back from the name to the e-mail to the raw id', () => {
    expect(assigneeLabel('u1', team)).toBe('Ada Lovelace')
    expect(assigneeLabel('u2', team)).toBe('bob@example.test')
    expect(assigneeLabel('u3', team)).toBe('u3')
    expect(assigneeLabel('gone', team)).toBe('gone')
    expect(assigneeLabel('u4', team)).toBe('Dee')
  })
})

describe('assigneeChips', () => {
  it('shows every chip up to three, with no more label', () => {
    expect(assigneeChips([], team)).toEqual({ shown: [], more: null })
    expect(assigneeChips(['u1', 'u2', 'u3'], team)).toEqual({
      shown: [
        { id: 'u1', label: 'Ada Lovelace' },
        { id: 'u2', label: 'bob@example.test' },
        { id: 'u3', label: 'u3' },
      ],
      more: null,
    })
  })

  it("shows three chips then '+ N more' from the fourth", () => {
    expect(assigneeChips(['u1', 'u2', 'u3', 'u4'], team).more).toBe('+ 1 more')
    const five = assigneeChips(['u1', 'u2', 'u3', 'u4', 'u5'], team)
    expect(five.shown).toHaveLength(3)
    expect(five.more).toBe('+ 2 more')
  })
})

describe('assigneesToNotify', () => {
  it('new todo: every assignee but the author', () => {
    expect(assigneesToNotify(['me', 'u1', 'u2'], [], 'me')).toEqual(['u1', 'u2'])
  })

  it('edited todo: only the newly added, once each', () => {
    expect(assigneesToNotify(['u1', 'u2', 'u3', 'u3'], ['u1', 'u9'], 'me')).toEqual(['u2', 'u3'])
    expect(assigneesToNotify(['u1'], ['u1'], 'me')).toEqual([])
  })
})
