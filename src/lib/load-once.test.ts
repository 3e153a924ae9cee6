import { describe, expect, it } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('loads once, and every caller gets the same value', async () => {
    let loads = 0
    const get = loadOnce(async () => ({ client: ++loads }))
    const [first, second] = await Promise.all([get(), get()])
    expect(first).toBe(second)
    expect(await get()).toBe(first)
    expect(loads).toBe(1)
  })

  it('loads again after a failure, then keeps what loaded', async () => {
    let loads = 0
    const get = loadOnce(async () => {
      loads += 1
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module')
      return { client: loads }
    })
    await expect(get()).rejects.toThrow('Failed to fetch dynamically imported module')
    const loaded = await get()
    expect(loaded).toEqual({ client: 2 })
    expect(await get()).toBe(loaded)
    expect(loads).toBe(2)
  })
})
