import { describe, expect, it } from 'vitest'
import { deadlineAfterEvent } from './rsvp-deadline'

describe('deadlineAfterEvent', () => {
  const event = new Date(2027, 5, 14, 15, 0).toISOString()
  it('refuses a deadline after the event day, accepts the day itself and before', () => {
    expect(deadlineAfterEvent('2027-06-15', event)).toBe(true)
    expect(deadlineAfterEvent('2027-06-14', event)).toBe(false)
    expect(deadlineAfterEvent('2027-05-01', event)).toBe(false)
  })
  it('says nothing without a deadline or a date', () => {
    expect(deadlineAfterEvent('', event)).toBe(false)
    expect(deadlineAfterEvent('2027-06-15', null)).toBe(false)
  })
})
