import { describe, expect, it } from 'vitest'
import { classifyCodeError, CODE_LIFETIME_MS, parseSignInCode } from './sign-in-code'

describe('parseSignInCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
  ])('reads %j as %j', (input, code) => {
    expect(parseSignInCode(input)).toBe(code)
  })

  it.each(['', '12345', '1234567', '12345a', 'abcdef'])('refuses %j', (input) => {
    expect(parseSignInCode(input)).toBeNull()
  })
})

describe('classifyCodeError', () => {
  const sentAt = Date.UTC(2027, 5, 14, 10)
  const refused = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' }

  it('calls a refused code wrong within the hour, expired from the hour on', () => {
    expect(classifyCodeError(refused, sentAt, sentAt + CODE_LIFETIME_MS - 1)).toBe('wrong')
    expect(classifyCodeError(refused, sentAt, sentAt + CODE_LIFETIME_MS)).toBe('expired')
  })

  it('tells the verification limit and other failures apart', () => {
    expect(classifyCodeError({ status: 429, code: 'over_request_rate_limit' }, sentAt, sentAt)).toBe(
      'too-many-attempts',
    )
    expect(classifyCodeError({ status: 500, code: 'unexpected_failure' }, sentAt, sentAt)).toBe('failed')
    expect(classifyCodeError({ message: 'Failed to fetch' }, sentAt, sentAt)).toBe('failed')
  })
})
