import { expect, it } from 'vitest'
import { readDomainReply } from './domain-answer'

const fallback = 'Unable to add/modify the domain.'

it('reads a success with and without a notice', () => {
  expect(readDomainReply(true, { message: 'Domain added/modified successfully', dnsManaged: true }, fallback)).toEqual({
    ok: true,
    answer: { message: 'Domain added/modified successfully' },
  })
  expect(
    readDomainReply(true, { message: 'Domain deleted successfully', notice: 'DNS is not managed' }, fallback),
  ).toEqual({
    ok: true,
    answer: { message: 'Domain deleted successfully', notice: 'DNS is not managed' },
  })
})

it.each([
  [409, { error: 'This domain is already used.' }, 'This domain is already used.'],
  [502, { error: 'Vercel error: forbidden' }, 'Vercel error: forbidden'],
  [500, { error: 'Error adding/modifying in the database.' }, 'Error adding/modifying in the database.'],
  [500, null, fallback],
  [504, '<html>Gateway Timeout</html>', fallback],
  [400, { error: '' }, fallback],
])('reads an HTTP %i answer as its error text', (_status, body, message) => {
  expect(readDomainReply(false, body, fallback)).toEqual({ ok: false, message })
})

it('treats a success without a message as a failure', () => {
  expect(readDomainReply(true, {}, fallback)).toEqual({ ok: false, message: fallback })
})
