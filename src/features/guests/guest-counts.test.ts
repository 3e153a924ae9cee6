import { describe, expect, it } from 'vitest'
import { guestCounts } from './guest-counts'

describe('guestCounts', () => {
  it('counts invitations by status and people among the confirmed', () => {
    expect(
      guestCounts([
        {
          status: 'confirmed',
          plus_ones: [
            { name: 'A', age: 'adult', vegetarian: true },
            { name: 'K', age: 'kid', vegetarian: true },
            { name: 'L', age: 'kid', vegetarian: false },
          ],
        },
        { status: 'confirmed', plus_ones: [] },
        // Plus-ones of a pending or declined guest are not coming (yet).
        { status: 'pending', plus_ones: [{ name: 'P', age: 'kid', vegetarian: true }] },
        { status: 'declined', plus_ones: [] },
      ]),
    ).toEqual({ invited: 4, confirmed: 2, declined: 1, pending: 1, adults: 3, kids: 2, vegetarians: 2 })
  })

  it('counts a vegetarian menu choice with the ticked plus-ones, each person once', () => {
    const menu = {
      id: 'm',
      kind: 'menu' as const,
      label: 'Menu',
      per: 'attendee' as const,
      required: false,
      options: ['Bœuf', 'Végétarien'],
      vegetarian: ['Végétarien'],
    }
    const guest = {
      name: 'Alice',
      status: 'confirmed' as const,
      plus_ones: [{ name: 'Bob', age: 'adult', vegetarian: true }],
      rsvp_answers: { m: ['Végétarien', 'Végétarien'] },
    }
    expect(guestCounts([guest], [menu]).vegetarians).toBe(2)
    expect(guestCounts([guest]).vegetarians).toBe(1)
  })

  it('is all zeros for an empty list', () => {
    expect(guestCounts([])).toEqual({
      invited: 0,
      confirmed: 0,
      declined: 0,
      pending: 0,
      adults: 0,
      kids: 0,
      vegetarians: 0,
    })
  })
})
