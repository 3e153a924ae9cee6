import { describe, expect, it } from 'vitest'
import { allowanceSentence, judgeSend, readMailAllowance, withAccountUnsubscribes } from './mail-allowance'

const allowance = readMailAllowance({
  per_address: 3,
  per_event: 500,
  per_account: 1000,
  event_left: 498,
  account_left: 12,
  addresses: { 'ann@example.test': 2, 'bob@example.test': 3 },
  unsubscribed: ['dan@example.test'],
})

describe('mail allowance', () => {
  it('reads the database answer and says it before a send', () => {
    expect(allowance.addresses.get('ann@example.test')).toBe(2)
    expect(allowanceSentence(allowance)).toBe(
      'Today this event can still send 498 of 500 e-mails, and your account 12 of 1,000 across its events. One address gets at most 3 a day.',
    )
    expect(readMailAllowance(null)).toMatchObject({ eventLeft: 0, accountLeft: 0, addresses: new Map() })
  })

  it('judges a send as the database will: the smaller cap, and addresses in any case counted together', () => {
    const guests = [
      { name: 'Ann', email: ' ANN@example.test' },
      { name: 'Ann again', email: 'ann@example.test' },
      { name: 'Bob', email: 'Bob@example.test' },
      { name: 'Cleo', email: 'cleo@example.test' },
    ]
    const { left, overAddress } = judgeSend(guests, allowance)
    expect(left).toBe(12)
    expect(overAddress.map((g) => g.name)).toEqual(['Ann', 'Ann again', 'Bob'])
    expect(judgeSend([guests[3]], allowance).overAddress).toEqual([])
  })

  it("leaves out the addresses that unsubscribed through another of the account's events", () => {
    const dan = { name: 'Dan', email: 'Dan@example.test ' }
    const eve = { name: 'Eve', email: 'eve@example.test' }
    expect(withAccountUnsubscribes({ recipients: [dan, eve], unsubscribed: [] }, allowance)).toEqual({
      recipients: [eve],
      unsubscribed: [dan],
    })
  })
})
