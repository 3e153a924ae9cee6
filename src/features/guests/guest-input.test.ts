import { describe, expect, it } from 'vitest'
import { allowanceBelowPartyMessage, emptyGuest, formValuesOf, GUEST_INPUT_MESSAGES, guestInput } from './guest-input'
import type { GuestRow } from './types'

const leo = { name: 'Léo', age: 'kid' as const, vegetarian: false }
const form = (max_party_size: string, plus_ones = [leo]) => ({
  ...emptyGuest(),
  name: 'Zoé',
  plus_ones,
  max_party_size,
})
const issues = (values: ReturnType<typeof form>) =>
  guestInput.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('guestInput: allowed party size', () => {
  it('reads a whole number from 1 to 21, at least the party entered', () => {
    expect(guestInput.parse(form(' 3 ')).max_party_size).toBe(3)
    expect(guestInput.parse(form('2')).max_party_size).toBe(2)
    expect(guestInput.parse(form('1', [])).max_party_size).toBe(1)
    expect(guestInput.parse(form('21', [])).max_party_size).toBe(21)
  })

  it("reads nothing typed as no limit of the guest's own (the event's setting applies)", () => {
    expect(guestInput.parse(form('', [])).max_party_size).toBeNull()
    expect(guestInput.parse(form('  ')).max_party_size).toBeNull()
  })

  it.each(['0', '22', '-1', '2.5', '1e1', 'two', '100'])('refuses %j with the bounds', (value) => {
    expect(issues(form(value, []))).toEqual([['max_party_size', GUEST_INPUT_MESSAGES.maxPartySize]])
  })

  it('refuses an allowance below the party, saying how large the party is', () => {
    expect(issues(form('1'))).toEqual([['max_party_size', allowanceBelowPartyMessage(2)]])
    expect(allowanceBelowPartyMessage(2)).toBe(
      'This party already counts 2 (the guest and 1 plus-one): allow at least 2, or remove plus-ones.',
    )
    expect(issues(form('2', [leo, leo]))).toEqual([['max_party_size', allowanceBelowPartyMessage(3)]])
  })

  it('starts a new guest without a limit and an existing one at their stored allowance, if any', () => {
    expect(emptyGuest().max_party_size).toBe('')
    const row = { name: 'A', email: null, status: 'pending', comment: null, plus_ones: [], max_party_size: 4 }
    expect(formValuesOf(row as unknown as GuestRow).max_party_size).toBe('4')
    expect(formValuesOf({ ...row, max_party_size: null } as unknown as GuestRow).max_party_size).toBe('')
  })
})
