import { expect, it } from 'vitest'
import { readModuleFlags, withModuleFlag } from './module-flags'

const allOn = { guests: true, todos: true, gifts: true, 'photo-sharing': true }

it('reads every module as on by default', () => {
  expect(readModuleFlags({})).toEqual(allOn)
  expect(readModuleFlags(null)).toEqual(allOn)
  expect(readModuleFlags([])).toEqual(allOn)
})

it('reads only false as off', () => {
  expect(readModuleFlags({ gifts: false, todos: null, guests: 'no' })).toEqual({ ...allOn, gifts: false })
})

it('switches one module and keeps the others and unknown keys', () => {
  expect(withModuleFlag({ gifts: false, settings: { gifts: true } }, 'todos', false)).toEqual({
    ...allOn,
    gifts: false,
    todos: false,
    settings: { gifts: true },
  })
  expect(withModuleFlag({ gifts: false }, 'gifts', true)).toEqual(allOn)
})
