import { expect, it } from 'vitest'
import { RESEND_DELAY_MS, secondsLeft } from './resend-countdown'

const sentAt = 1_700_000_000_000
const endsAt = sentAt + RESEND_DELAY_MS

it.each([
  [0, 60],
  [1, 60],
  [999, 60],
  [1_000, 59],
  [59_000, 1],
  [59_999, 1],
  [60_000, 0],
  [120_000, 0],
])('%i ms after sending: %i s left', (elapsed, left) => {
  expect(secondsLeft(endsAt, sentAt + elapsed)).toBe(left)
})

it('is 0 when nothing was sent', () => {
  expect(secondsLeft(null, sentAt)).toBe(0)
})
