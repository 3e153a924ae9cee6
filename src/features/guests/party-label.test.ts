import { expect, it } from 'vitest'
import { partyLabel } from './party-label'

it('says what the party-size badge counts, and what is allowed', () => {
  expect(partyLabel({ status: 'pending', number: 1, max_party_size: 1 })).toBe(
    'Party of 1 (the guest alone), up to 1 allowed',
  )
  expect(partyLabel({ status: 'confirmed', number: 2, max_party_size: 3 })).toBe(
    'Party of 2 (the guest and 1 plus-one), up to 3 allowed',
  )
  expect(partyLabel({ status: 'confirmed', number: 4, max_party_size: 4 })).toBe(
    'Party of 4 (the guest and 3 plus-ones), up to 4 allowed',
  )
  expect(partyLabel({ status: 'declined', number: 0, max_party_size: 3 })).toBe(
    'Party of 0 (declined), up to 3 allowed',
  )
  // No limit of the guest's own: the event's setting applies.
  expect(partyLabel({ status: 'pending', number: 1, max_party_size: null })).toBe('Party of 1 (the guest alone)')
})
