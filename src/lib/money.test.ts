import { describe, expect, it } from 'vitest'
import { formatEurosEn, formatEurosFr } from './money'

const NBSP = '\u00a0'
const NARROW_NBSP = '\u202f'

describe('formatEurosFr', () => {
  it('writes the amount the French way, the euro sign after a no-break space', () => {
    expect(formatEurosFr(249.9)).toBe(`249,90${NBSP}€`)
    expect(formatEurosFr(45)).toBe(`45,00${NBSP}€`)
    expect(formatEurosFr(0)).toBe(`0,00${NBSP}€`)
    expect(formatEurosFr(0.1 + 0.2)).toBe(`0,30${NBSP}€`)
  })

  it('groups thousands with a no-break space, so a price never wraps', () => {
    expect(formatEurosFr(1250)).toBe(`1${NARROW_NBSP}250,00${NBSP}€`)
    expect(formatEurosFr(9_999_999_999.99)).toBe(`9${NARROW_NBSP}999${NARROW_NBSP}999${NARROW_NBSP}999,99${NBSP}€`)
  })
})

describe('formatEurosEn', () => {
  it('writes the amount followed by the euro sign, with cents', () => {
    expect(formatEurosEn(249.9)).toBe(`249.90${NBSP}€`)
    expect(formatEurosEn(150)).toBe(`150.00${NBSP}€`)
    expect(formatEurosEn(0)).toBe(`0.00${NBSP}€`)
    expect(formatEurosEn(0.1 + 0.2)).toBe(`0.30${NBSP}€`)
  })

  it('groups thousands with commas', () => {
    expect(formatEurosEn(1234.5)).toBe(`1,234.50${NBSP}€`)
    expect(formatEurosEn(9_999_999_999.99)).toBe(`9,999,999,999.99${NBSP}€`)
  })
})
