import { expect, it } from 'vitest'
import { mailStateOf, matchesMailState } from './mail-state'

const base = {
  unsubscribed_at: null,
  status: 'pending' as const,
  visited_at: null,
  mail_state: null,
  mail_state_at: null,
}

it('a guest never e-mailed has no state', () => {
  expect(mailStateOf(base)).toBeNull()
  expect(matchesMailState(base, 'none')).toBe(true)
})

it("shows the latest that is true: the mail's delivery, then a visit after it, then the answer", () => {
  const sent = { ...base, mail_state: 'sent' as const, mail_state_at: '2027-01-02T10:00:00Z' }
  expect(mailStateOf(sent)).toBe('sent')
  expect(mailStateOf({ ...sent, visited_at: '2027-01-01T10:00:00Z' })).toBe('sent')
  expect(mailStateOf({ ...sent, visited_at: '2027-01-02T11:00:00Z' })).toBe('visited')
  expect(mailStateOf({ ...sent, status: 'confirmed' })).toBe('answered')
  expect(mailStateOf({ ...base, mail_state: 'failed' as const, mail_state_at: '2027-01-02T10:00:00Z' })).toBe('failed')
  expect(matchesMailState({ ...sent, status: 'declined' }, 'answered')).toBe(true)
})

it('an unsubscribed guest shows Unsubscribed whatever else happened', () => {
  expect(
    mailStateOf({ ...base, unsubscribed_at: '2027-01-03T00:00:00Z', mail_state: 'sent', status: 'confirmed' }),
  ).toBe('unsubscribed')
})
