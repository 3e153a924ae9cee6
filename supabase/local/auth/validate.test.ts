import { describe, expect, it } from 'vitest'
import { AuthError } from './errors.ts'
import { parseGoDuration, validateEmail, validatePhone } from './validate.ts'

describe('input validation', () => {
  it('lowercases valid addresses and refuses malformed ones with validation_failed', () => {
    expect(validateEmail('Ada.Lovelace+x@Example.TEST')).toBe('ada.lovelace+x@example.test')
    for (const bad of ['', 'no-at-sign', 'a@', '@b.test', 'a b@c.test', `${'a'.repeat(250)}@b.test`]) {
      expect(() => validateEmail(bad)).toThrow(AuthError)
    }
  })

  it('normalises phone numbers to E.164 digits', () => {
    expect(validatePhone('+33 6 12-34-56-78')).toBe('33612345678')
    expect(() => validatePhone('012')).toThrow(AuthError)
  })

  it('parses Go durations for ban_duration', () => {
    expect(parseGoDuration('none')).toBe(0)
    expect(parseGoDuration('24h')).toBe(86_400_000)
    expect(parseGoDuration('1h30m')).toBe(5_400_000)
    expect(() => parseGoDuration('1 day')).toThrow(AuthError)
  })
})
