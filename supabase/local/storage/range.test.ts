import { describe, expect, it } from 'vitest'
import { parseRange } from './range.ts'

describe('Range headers', () => {
  it.each([
    ['bytes=0-0', 10, { start: 0, end: 0 }],
    ['bytes=0-9', 10, { start: 0, end: 9 }],
    ['bytes=2-', 10, { start: 2, end: 9 }],
    ['bytes=5-100', 10, { start: 5, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
  ])('%s of %d bytes', (header, size, range) => {
    expect(parseRange(header, size)).toEqual(range)
  })

  it.each([
    ['bytes=10-', 10],
    ['bytes=5-2', 10],
    ['bytes=-', 10],
    ['bytes=-0', 10],
    ['bytes=0-1,3-4', 10],
    ['items=0-1', 10],
    ['bytes=0-', 0],
    ['bytes=a-b', 10],
  ])('refuses %s of %d bytes with 416', (header, size) => {
    expect(() => parseRange(header, size)).toThrow(expect.objectContaining({ status: 416 }))
  })
})
