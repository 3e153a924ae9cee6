import { expect, it } from 'vitest'
import { readContactEmail } from './contact-email'

it('reads the published address, trimmed, and nothing else', () => {
  expect(readContactEmail({ theme: 'dark', contactEmail: ' camille@example.org ' })).toBe('camille@example.org')
  expect(readContactEmail({ contactEmail: '' })).toBeNull()
  expect(readContactEmail({ contactEmail: 'not an address' })).toBeNull()
  expect(readContactEmail({ contactEmail: "o'brien@example.ie" })).toBe("o'brien@example.ie")
  // Nothing that would add a recipient or a header to a mailto: link or a Reply-To.
  for (const unsafe of ['a@b.org\r\nBcc: x@y.org', 'a,b@example.org', 'a?cc=x@example.org', '<a@b.org>', 'a@b@c.org'])
    expect(readContactEmail({ contactEmail: unsafe }), unsafe).toBeNull()
  expect(readContactEmail({ contactEmail: 42 })).toBeNull()
  expect(readContactEmail({})).toBeNull()
  expect(readContactEmail(null)).toBeNull()
  expect(readContactEmail(['camille@example.org'])).toBeNull()
})
