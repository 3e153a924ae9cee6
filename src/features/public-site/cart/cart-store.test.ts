// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { readCart, useCart } from './cart-store'

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

  it('ignores a stored cart that is not one', () => {
    localStorage.setItem('eventail:cart:e3', '{"not": "a list"')
    expect(readCart('e3')).toEqual([])
    localStorage.setItem('eventail:cart:e3', JSON.stringify([{ id: 1 }, teapot]))
    expect(readCart('e3')).toEqual([teapot])
  })
})
