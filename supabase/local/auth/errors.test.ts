import { describe, expect, it } from 'vitest'
import type { Request, Response } from '../shared/http.ts'
import { fail, sendAuthError, wantsApiVersion2024 } from './errors.ts'

function render(headers: Record<string, string>) {
  const out: { status?: number; headers?: Record<string, string>; body?: unknown } = {}
  const res = {
    writeHead(status: number, h: Record<string, string>) {
      out.status = status
      out.headers = h
    },
    end(text: string) {
      out.body = JSON.parse(text)
    },
  } as unknown as Response
  sendAuthError({ headers } as Request, res, fail.otpDisabled())
  return out
}

describe('auth error rendering', () => {
  it('uses {code, message} and echoes the version for 2024-01-01 clients', () => {
    expect(render({ 'x-supabase-api-version': '2024-01-01' })).toEqual({
      status: 422,
      headers: expect.objectContaining({ 'x-supabase-api-version': '2024-01-01', 'x-sb-error-code': 'otp_disabled' }),
      body: { code: 'otp_disabled', message: 'Signups not allowed for otp' },
    })
  })

  it('uses {code: status, error_code, msg} for older clients', () => {
    const out = render({})
    expect(out.body).toEqual({ code: 422, error_code: 'otp_disabled', msg: 'Signups not allowed for otp' })
    expect(out.headers).not.toHaveProperty('x-supabase-api-version')
  })

  it('reads the version header as a date', () => {
    expect(wantsApiVersion2024({ headers: { 'x-supabase-api-version': '2025-06-01' } } as unknown as Request)).toBe(
      true,
    )
    expect(wantsApiVersion2024({ headers: { 'x-supabase-api-version': '2023-12-31' } } as unknown as Request)).toBe(
      false,
    )
    expect(wantsApiVersion2024({ headers: { 'x-supabase-api-version': 'soon' } } as unknown as Request)).toBe(false)
  })
})
