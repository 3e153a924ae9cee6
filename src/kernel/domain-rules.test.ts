import { describe, expect, it } from 'vitest'
import {
  checkDomainEntry,
  DOMAIN_MESSAGES,
  invalidDomainMessage,
  normalizeDomain,
  validateDomain,
} from './domain-rules'

const label63 = 'a'.repeat(63)
// 4 labels of 63 + 3 dots = 255; trimmed to exactly 253 and 254 below.
const long = (length: number) => `${label63}.${label63}.${label63}.${label63}`.slice(0, length - 4) + '.com'

describe('validateDomain', () => {
  it.each([
    'localhost.localdomain',
    'nas.local',
    'db.internal',
    'wedding.test',
    'x.invalid',
    'router.home.arpa',
    'box.lan',
  ])('refuses the reserved or local name %j', (input) => {
    expect(validateDomain(input)).toEqual({ ok: false, message: DOMAIN_MESSAGES.reserved })
  })

  it('keeps public names that merely contain a reserved word', () => {
    expect(validateDomain('local-wedding.fr')).toEqual({ ok: true, domain: 'local-wedding.fr' })
    expect(validateDomain('test.example.com')).toEqual({ ok: true, domain: 'test.example.com' })
  })

  it.each([
    ['example.com', 'example.com'],
    ['  MyWedding.Example.COM  ', 'mywedding.example.com'],
    ['a.io', 'a.io'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['my-wedding.fr', 'my-wedding.fr'],
    ['1.2.3.example', '1.2.3.example'],
    [`${label63}.com`, `${label63}.com`],
  ])('accepts %j as %j', (input, domain) => {
    expect(validateDomain(input)).toEqual({ ok: true, domain })
  })

  it.each([
    ['', DOMAIN_MESSAGES.required],
    ['   ', DOMAIN_MESSAGES.required],
    ['.example.com', DOMAIN_MESSAGES.edgeDot],
    ['example.com.', DOMAIN_MESSAGES.edgeDot],
    ['.', DOMAIN_MESSAGES.edgeDot],
    ['localhost', invalidDomainMessage()],
    ['exa mple.com', invalidDomainMessage()],
    ['example..com', invalidDomainMessage()],
    ['-example.com', invalidDomainMessage()],
    ['example-.com', invalidDomainMessage()],
    ['example.123', invalidDomainMessage()],
    ['under_score.com', invalidDomainMessage()],
    ['https://example.com', invalidDomainMessage()],
    ['example.com/path', invalidDomainMessage()],
    ['exemple.café', invalidDomainMessage()],
    [`${'a'.repeat(64)}.com`, invalidDomainMessage()],
  ])('refuses %j with %j', (input, message) => {
    expect(validateDomain(input)).toEqual({ ok: false, message })
  })

  it('accepts 253 characters and refuses 254', () => {
    expect(long(253)).toHaveLength(253)
    expect(validateDomain(long(253))).toEqual({ ok: true, domain: long(253) })
    expect(validateDomain(long(254))).toEqual({ ok: false, message: DOMAIN_MESSAGES.tooLong })
  })

  it('checks the length before the dots, as the spec lists them', () => {
    expect(validateDomain(`.${long(253)}`)).toEqual({ ok: false, message: DOMAIN_MESSAGES.tooLong })
  })

  it('names the example host the caller gives', () => {
    expect(validateDomain('nope', 'mariage-camille.fr')).toEqual({
      ok: false,
      message: 'Please enter a valid domain (e.g., mariage-camille.fr)',
    })
  })
})

describe('normalizeDomain', () => {
  it('trims and lowercases', () => {
    expect(normalizeDomain('\tWWW.Example.Com \n')).toBe('www.example.com')
  })
})

describe('checkDomainEntry', () => {
  it.each([
    ['new entry', 'new.example', {}, { kind: 'ok', domain: 'new.example' }],
    ['unchanged', 'Old.Example ', { current: 'old.example' }, { kind: 'info', message: 'No changes detected' }],
    [
      'already listed',
      'b.example',
      { listed: ['a.example', 'B.example'] },
      { kind: 'error', message: 'This domain is already in your list.' },
    ],
    ['invalid beats unchanged', '', { current: 'old.example' }, { kind: 'error', message: 'Please enter a domain.' }],
    [
      'a change of the current one',
      'next.example',
      { current: 'old.example', listed: ['old.example'] },
      { kind: 'ok', domain: 'next.example' },
    ],
  ] as const)('%s', (_label, input, context, expected) => {
    expect(checkDomainEntry(input, context)).toEqual(expected)
  })
})
