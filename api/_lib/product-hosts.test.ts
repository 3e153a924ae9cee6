import { describe, expect, it } from 'vitest'
import { isProductHost } from './product-hosts'

describe('isProductHost', () => {
  const env = { PUBLIC_APP_URL: 'https://app.eventail.fr', VITE_PUBLIC_SITE_URL: 'https://eventail.fr' }
  it('refuses the product hosts and names under them', () => {
    expect(isProductHost('eventail.fr', env)).toBe(true)
    expect(isProductHost('app.eventail.fr', env)).toBe(true)
    expect(isProductHost('anna.eventail.fr', env)).toBe(true)
  })
  it('lets other names through, and names nothing when unset', () => {
    expect(isProductHost('noteventail.fr', env)).toBe(false)
    expect(isProductHost('anna-et-tom.fr', env)).toBe(false)
    expect(isProductHost('eventail.fr', {})).toBe(false)
  })
})
