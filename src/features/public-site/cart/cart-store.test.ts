// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { CART_MAX, readCart, useCart } from './cart-store'

const teapot = { id: 't', name: 'Théière', amount: 45, image_url: null }
const bike = { id: 'b', name: 'Vélo', amount: 320.5, image_url: null }

describe('useCart', () => {
  beforeEach(() => localStorage.clear())

  it('adds once, removes, totals and clears, kept in the browser per event', () => {
    const { result } = renderHook(() => useCart('e1'))
    act(() => {
      result.current.add(teapot)
      result.current.add(teapot)
      result.current.add(bike)
    })
    expect(result.current.items.map((i) => i.id)).toEqual(['t', 'b'])
    expect(result.current.total).toBe(365.5)
    expect(JSON.parse(localStorage.getItem('eventail:cart:e1')!)).toHaveLength(2)
    expect(readCart('e2')).toEqual([])

    act(() => result.current.remove(['t']))
    expect(result.current.items).toEqual([bike])
    act(() => result.current.clear())
    expect(result.current.items).toEqual([])
    expect(localStorage.getItem('eventail:cart:e1')).toBeNull()
  })

  it(`holds at most ${CART_MAX} gifts`, () => {
    const { result } = renderHook(() => useCart('e4'))
    const gifts = Array.from({ length: CART_MAX + 1 }, (_, i) => ({ ...teapot, id: `g${i}` }))
    act(() => {
      for (const gift of gifts.slice(0, CART_MAX - 1)) result.current.add(gift)
    })
    expect(result.current.full).toBe(false)
    act(() => result.current.add(gifts[CART_MAX - 1]))
    expect(result.current.full).toBe(true)
    act(() => result.current.add(gifts[CART_MAX]))
    expect(result.current.items.map((i) => i.id)).toEqual(gifts.slice(0, CART_MAX).map((g) => g.id))
    act(() => result.current.remove(['g0']))
    expect(result.current.full).toBe(false)
  })

  it('ignores a stored cart that is not one', () => {
    localStorage.setItem('eventail:cart:e3', '{"not": "a list"')
    expect(readCart('e3')).toEqual([])
    localStorage.setItem('eventail:cart:e3', JSON.stringify([{ id: 1 }, teapot]))
    expect(readCart('e3')).toEqual([teapot])
  })
})
