import { describe, expect, it } from 'vitest'
import { AMOUNT_MESSAGE, MAX_GIFT_AMOUNT, parseAmount } from './gift-amount'
import { formValuesOf, giftInput } from './gift-input'

describe('parseAmount', () => {
  it('reads euros with a point or a comma', () => {
    expect(parseAmount('49.90')).toBe(49.9)
    expect(parseAmount('49,9')).toBe(49.9)
    expect(parseAmount(' 1 250 ')).toBe(1250)
    expect(parseAmount('0')).toBe(0)
    expect(parseAmount('.5')).toBe(0.5)
  })

  it('refuses what is not an amount of euros', () => {
    for (const text of ['', ' ', '-1', 'NaN', 'Infinity', '1e3', 'abc', '12.345', '1.2.3', '0x10'])
      expect(parseAmount(text), text).toBeNull()
  })

  it('stops at what the database holds', () => {
    expect(parseAmount('9999999999.99')).toBe(MAX_GIFT_AMOUNT)
    expect(parseAmount('10000000000')).toBeNull()
  })
})

describe('giftInput', () => {
  it('trims, reads the amount and empties a blank description', () => {
    expect(giftInput.parse({ name: '  Teapot ', amount: '35', description: '  ' })).toEqual({
      name: 'Teapot',
      amount: 35,
      description: null,
    })
  })

  it('names the fields that are wrong', () => {
    const result = giftInput.safeParse({ name: ' ', amount: 'Infinity', description: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Name is required.'],
      ['amount', AMOUNT_MESSAGE],
    ])
  })
})

describe('formValuesOf', () => {
  it('shows a stored amount as a price', () => {
    expect(formValuesOf({ name: 'A', amount: 249.9, description: null }).amount).toBe('249.90')
    expect(formValuesOf({ name: 'A', amount: 150, description: 'x' })).toEqual({
      name: 'A',
      amount: '150',
      description: 'x',
    })
  })
})
