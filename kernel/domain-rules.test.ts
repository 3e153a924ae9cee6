import { describe, expect, it } from 'vitest'
import {
  apexDomain,
  checkDomainEntry,
  dnsRecordFor,
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

  it.each([
    ['https://www.Camille-Alex.fr/', 'www.camille-alex.fr'],
    ['http://camille-alex.fr', 'camille-alex.fr'],
    [' HTTPS://camille-alex.fr:443/notre-mariage?utm=x#rsvp ', 'camille-alex.fr'],
    ['//camille-alex.fr/', 'camille-alex.fr'],
    ['camille-alex.fr/upload', 'camille-alex.fr'],
    ['https://user:secret@camille-alex.fr', 'camille-alex.fr'],
    ['camille-alex.fr?x=1', 'camille-alex.fr'],
  ])('keeps the host of the pasted address %j', (input, host) => {
    expect(normalizeDomain(input)).toBe(host)
    expect(validateDomain(input)).toEqual({ ok: true, domain: host })
  })

  it('still refuses what has no host name in it', () => {
    expect(validateDomain('https://')).toEqual({ ok: false, message: DOMAIN_MESSAGES.required })
    expect(validateDomain('https://localhost/')).toEqual({ ok: false, message: invalidDomainMessage() })
  })
})

describe('dnsRecordFor', () => {
  it.each([
    ['camille-alex.fr', { type: 'A', host: '@', value: '76.76.21.21' }],
    ['https://Camille-Alex.fr/', { type: 'A', host: '@', value: '76.76.21.21' }],
    ['mariage.co.uk', { type: 'A', host: '@', value: '76.76.21.21' }],
    ['www.camille-alex.fr', { type: 'CNAME', host: 'www', value: 'cname.vercel-dns.com' }],
    ['https://www.Camille-Alex.fr/', { type: 'CNAME', host: 'www', value: 'cname.vercel-dns.com' }],
    ['photos.mariage.camille-alex.fr', { type: 'CNAME', host: 'photos.mariage', value: 'cname.vercel-dns.com' }],
    ['www.mariage.co.uk', { type: 'CNAME', host: 'www', value: 'cname.vercel-dns.com' }],
    ['co.uk', { type: 'A', host: '@', value: '76.76.21.21' }],
  ])('%j needs %j', (domain, record) => {
    expect(dnsRecordFor(domain)).toEqual(record)
  })

  it('names the registered domain a host belongs to', () => {
    expect(apexDomain('www.camille-alex.fr')).toBe('camille-alex.fr')
    expect(apexDomain('a.b.mariage.com.au')).toBe('mariage.com.au')
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
