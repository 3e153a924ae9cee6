import { describe, expect, it } from 'vitest'
import { serverSubsetCovers } from './title-font'

const page = (attributes: Record<string, string> | null) => ({
  getElementById: () => (attributes ? ({ dataset: attributes } as unknown as HTMLElement) : null),
})

describe('serverSubsetCovers', () => {
  const subset = page({ font: 'alex-brush', characters: 'Camile &Ax' })
  it("leaves the whole face alone when the page's subset has every character of the title", () => {
    expect(serverSubsetCovers(subset, 'alex-brush', 'Camille & Alex')).toBe(true)
  })
  it('loads the whole face for another title, another font or a page without the subset', () => {
    expect(serverSubsetCovers(subset, 'alex-brush', 'Camille & Zoé')).toBe(false)
    expect(serverSubsetCovers(subset, 'arizonia', 'Camille & Alex')).toBe(false)
    expect(serverSubsetCovers(page(null), 'alex-brush', 'Camille & Alex')).toBe(false)
  })
})
