import { describe, expect, it } from 'vitest'
import { isAcceptedImage, webpFileName } from './image-files'

describe('isAcceptedImage', () => {
  it('accepts JPEG, PNG and WebP by MIME type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(isAcceptedImage({ type, name: 'x.bin' })).toBe(true)
  })

  it('refuses other types even with an image extension', () => {
    expect(isAcceptedImage({ type: 'image/gif', name: 'a.jpg' })).toBe(false)
    expect(isAcceptedImage({ type: 'image/svg+xml', name: 'a.png' })).toBe(false)
    expect(isAcceptedImage({ type: 'application/pdf', name: 'a.pdf' })).toBe(false)
  })

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAcceptedImage({ type: '', name: 'IMG_0001.JPG' })).toBe(true)
    expect(isAcceptedImage({ type: '', name: 'notes.txt' })).toBe(false)
  })
})

describe('webpFileName', () => {
  it('replaces the extension', () => {
    expect(webpFileName('photo.JPG')).toBe('photo.webp')
    expect(webpFileName('a.b.png')).toBe('a.b.webp')
  })

  it('adds one when there is none and names an empty base', () => {
    expect(webpFileName('scan')).toBe('scan.webp')
    expect(webpFileName('.png')).toBe('image.webp')
  })
})
