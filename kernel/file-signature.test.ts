import { describe, expect, it } from 'vitest'
import { bytesMatchType, isPublicImage, sniffType } from './file-signature'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')
const WEBP = bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')
const HTML = bytes('<!doctype html><script>alert(1)</script>')

describe('file signatures', () => {
  it('knows JPEG, PNG and WebP by their bytes, and HTML is none of them', () => {
    expect(sniffType(JPEG)).toBe('image/jpeg')
    expect(sniffType(PNG)).toBe('image/png')
    expect(sniffType(WEBP)).toBe('image/webp')
    expect(sniffType(HTML)).toBeNull()
    expect(isPublicImage(HTML)).toBe(false)
    expect([JPEG, PNG, WEBP].every(isPublicImage)).toBe(true)
  })

  it('checks the declared type against the bytes, whatever the sender said', () => {
    expect(bytesMatchType(WEBP, 'image/webp')).toBe(true)
    expect(bytesMatchType(HTML, 'image/webp')).toBe(false)
    expect(bytesMatchType(JPEG, 'image/png')).toBe(false)
    expect(bytesMatchType(PNG, 'IMAGE/PNG; charset=binary')).toBe(true)
    expect(bytesMatchType(HTML, 'text/html')).toBe(false)
    expect(bytesMatchType(new Uint8Array(), 'image/jpeg')).toBe(false)
    // A RIFF that is not WebP (a WAV) is not a WebP.
    expect(bytesMatchType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'), 'image/webp')).toBe(false)
  })

  it('leaves room for the video and audio types a later round accepts', () => {
    const mp4 = bytes([0, 0, 0, 0x20], 'ftypisom')
    expect(bytesMatchType(mp4, 'video/mp4')).toBe(true)
    expect(bytesMatchType(bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime')).toBe(true)
    expect(bytesMatchType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'video/webm')).toBe(true)
    expect(bytesMatchType(bytes('OggS', [0, 2]), 'audio/ogg')).toBe(true)
    expect(bytesMatchType(bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac')).toBe(true)
    expect(bytesMatchType(HTML, 'video/mp4')).toBe(false)
  })
})
