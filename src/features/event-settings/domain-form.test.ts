import { describe, expect, it } from 'vitest'
import { DOMAIN_MESSAGES, invalidDomainMessage } from '@kernel/domain-rules'
import { domainFormState } from './domain-form'

const adding = { domains: [] as string[], editing: null, touched: true }

describe('adding a domain', () => {
  it('accepts a valid domain, normalised', () => {
    expect(domainFormState(' Wedding.Example.COM ', adding)).toEqual({
      domain: 'wedding.example.com',
      message: null,
      canSubmit: true,
      submitLabel: 'Add domain',
    })
  })

  it('takes the host of a pasted address, and says so', () => {
    expect(domainFormState('https://www.Camille-Alex.fr/', adding)).toEqual({
      domain: 'www.camille-alex.fr',
      message: { kind: 'info', text: 'Will be saved as www.camille-alex.fr.' },
      canSubmit: true,
      submitLabel: 'Add domain',
    })
  })

  it('stays quiet but disabled while the box is untouched and empty', () => {
    expect(domainFormState('', { ...adding, touched: false })).toMatchObject({ canSubmit: false, message: null })
  })

  it.each([
    ['', DOMAIN_MESSAGES.required],
    ['   ', DOMAIN_MESSAGES.required],
    ['.example.com', DOMAIN_MESSAGES.edgeDot],
    ['example.com.', DOMAIN_MESSAGES.edgeDot],
    [`${'a'.repeat(250)}.com`, DOMAIN_MESSAGES.tooLong],
    ['localhost', invalidDomainMessage()],
    ['exa mple.com', invalidDomainMessage()],
  ])('refuses %j with its §5 message', (input, text) => {
    expect(domainFormState(input, adding)).toMatchObject({
      canSubmit: false,
      domain: null,
      message: { kind: 'error', text },
    })
  })

  it('refuses a domain already listed, in any case', () => {
    expect(domainFormState('Our.Example.com', { ...adding, domains: ['our.example.com'] })).toMatchObject({
      canSubmit: false,
      message: { kind: 'error', text: DOMAIN_MESSAGES.alreadyInList },
    })
  })

  it('accepts a 253-character domain and refuses 254', () => {
    const label = 'a'.repeat(63)
    const at = (length: number) => `${label}.${label}.${label}.${label}`.slice(0, length - 4) + '.com'
    expect(domainFormState(at(253), adding).canSubmit).toBe(true)
    expect(domainFormState(at(254), adding).message?.text).toBe(DOMAIN_MESSAGES.tooLong)
  })
})

describe('changing a domain', () => {
  const changing = { domains: ['our.example.com'], editing: 'our.example.com', touched: false }

  it('says no changes were detected while the entry is the same domain', () => {
    expect(domainFormState('OUR.example.com ', changing)).toEqual({
      domain: null,
      message: { kind: 'info', text: DOMAIN_MESSAGES.noChanges },
      canSubmit: false,
      submitLabel: 'Change domain',
    })
  })

  it('accepts a different domain', () => {
    expect(domainFormState('new.example.com', changing)).toMatchObject({ canSubmit: true, domain: 'new.example.com' })
  })

  it('still validates the entry', () => {
    expect(domainFormState('', { ...changing, touched: true }).message).toEqual({
      kind: 'error',
      text: DOMAIN_MESSAGES.required,
    })
  })
})
