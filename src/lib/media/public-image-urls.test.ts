import { describe, expect, it } from 'vitest'
import { publicImage, smallRenditionPath } from './public-image-urls'

describe('publicImage', () => {
  const path = 'u/e/photos/1-a b.webp'

  it('is undefined for an image without a public copy, which is then signed', () => {
    expect(publicImage(path, [])).toBeUndefined()
    expect(publicImage(path, ['w480'])).toBeUndefined()
    expect(publicImage(null, ['full'])).toBeUndefined()
    expect(publicImage(path, 'full')).toBeUndefined()
  })

  it("gives the public bucket's stable URL, the grid taking the full image when there is no rendition", () => {
    const image = publicImage(path, ['full'])!
    expect(image.src).toMatch(/\/storage\/v1\/object\/public\/public-media\/u\/e\/photos\/1-a%20b\.webp$/)
    expect(image.small).toBe(image.src)
    expect(image.srcSet).toBeUndefined()
  })

  it('gives the grid the small rendition, and a srcset from which the browser picks', () => {
    const image = publicImage(path, ['full', 'w480'])!
    expect(image.small).toMatch(/\/public-media\/u\/e\/photos\/1-a%20b\.webp\.w480\.webp$/)
    expect(image.srcSet).toBe(`${image.small} 480w, ${image.src} 1920w`)
    expect(smallRenditionPath(path)).toBe(`${path}.w480.webp`)
  })
})
