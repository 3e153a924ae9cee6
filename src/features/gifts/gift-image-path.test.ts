import { describe, expect, it } from 'vitest'
import { giftImagePath } from './gift-image-path'

describe('giftImagePath', () => {
  it('follows {userId}/{eventId}/gifts/{timestamp-random}.webp', () => {
    expect(giftImagePath('u1', 'e1', 1_700_000_000_000, 'abc123')).toBe('u1/e1/gifts/1700000000000-abc123.webp')
  })

  it('gives two uploads in the same millisecond different names', () => {
    const now = Date.now()
    const path = giftImagePath('u', 'e', now)
    expect(path).toMatch(new RegExp(`^u/e/gifts/${now}-[0-9a-f]{12}\\.webp$`))
    expect(giftImagePath('u', 'e', now)).not.toBe(path)
  })
})
