import { describe, expect, it } from 'vitest'
import { assertMimeAllowed, assertValidAllowedMimeTypes, mimeAllowed } from './mime.ts'

const bucket = ['image/png', 'image/jpeg', 'image/webp', 'text/plain']

describe('MIME matching', () => {
  it.each([
    ['image/png', bucket, true],
    ['image/webp', bucket, true],
    ['text/plain', bucket, true],
    ['image/gif', bucket, false],
    ['text/html', bucket, false],
    ['IMAGE/PNG', bucket, false],
    // Parameters are part of the comparison upstream: a charset is not covered by the bare type.
    ['text/plain;charset=UTF-8', bucket, false],
    ['text/plain;charset=UTF-8', ['text/plain;charset=UTF-8'], true],
    ['text/plain;charset=UTF-8', ['text/*'], true],
    ['image/gif', ['image/*'], true],
    ['image/svg+xml', ['image/*'], true],
    ['video/mp4', ['image/*'], false],
    ['image', ['image/*'], false],
    ['', ['image/*'], false],
    ['/png', ['image/*'], false],
    ['application/octet-stream', ['*'], false],
    ['application/octet-stream', ['*/*'], false],
    // One type/subtype only: extra segments are not a subtype with a suffix.
    ['image/png/x', bucket, false],
    ['image/png/svg+xml', bucket, false],
    ['image/png/x', ['image/*'], false],
    ['image/png;x', ['image/png'], false],
  ])('%j against %j → %s', (mime, allowed, expected) => {
    expect(mimeAllowed(mime, allowed)).toBe(expected)
  })

  it('allows anything when the bucket has no list', () => {
    expect(() => assertMimeAllowed('text/html', null)).not.toThrow()
    expect(() => assertMimeAllowed('text/html', [])).not.toThrow()
  })

  it('refuses with storage 415 body', () => {
    try {
      assertMimeAllowed('text/html', bucket)
      expect.unreachable()
    } catch (error) {
      expect((error as { body: unknown }).body).toEqual({
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: 'mime type text/html is not supported',
      })
    }
  })
})

describe('allowed MIME lists on buckets', () => {
  it.each([[['image/png']], [['image/*']], [['text/plain; charset=utf-8']], [['application/vnd.ms-excel']], [['*']]])(
    'accepts %j',
    (list) => {
      expect(() => assertValidAllowedMimeTypes(list)).not.toThrow()
    },
  )
  it.each([[['png']], [['image/png; boundary=x']], [['image png']], [['a/b/c']], [['x'.repeat(1001)]]])(
    'rejects %j',
    (list) => {
      expect(() => assertValidAllowedMimeTypes(list)).toThrow()
    },
  )
})
