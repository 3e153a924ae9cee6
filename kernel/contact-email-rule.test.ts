import { expect, it } from 'vitest'
import { isContactEmail } from './contact-email-rule'

it('takes real addresses', () => {
  for (const address of [
    'camille@example.org',
    'camille.alex+mariage@mail.example.fr',
    "o'brien@example.ie",
    'a_b-c@sub.domain-x.co.uk',
    `${'a'.repeat(64)}@example.org`,
  ])
    expect(isContactEmail(address), address).toBe(true)
})

it('refuses what is not one, or would mean more in a link or a header', () => {
  for (const address of [
    '',
    'camille',
    'camille@',
    '@example.org',
    'camille@example',
    'camille@@example.org',
    'camille example@example.org',
    'camille@example.org\r\nBcc: x@y.org',
    'a,b@example.org',
    'a?cc=x@example.org',
    '<camille@example.org>',
    '.camille@example.org',
    'cam..ille@example.org',
    'camille@-example.org',
    'camille@example.123',
    `${'a'.repeat(65)}@example.org`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.org`,
  ])
    expect(isContactEmail(address), address).toBe(false)
})
