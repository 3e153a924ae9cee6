import { describe, expect, it } from 'vitest'
import { isModuleOn, MODULE_OFF_MESSAGES } from './module-access'

describe('isModuleOn', () => {
  it('is on unless the flag is exactly false', () => {
    expect(isModuleOn({ todos: false }, 'todos')).toBe(false)
    expect(isModuleOn({ todos: true }, 'todos')).toBe(true)
    expect(isModuleOn({ guests: false }, 'todos')).toBe(true)
    expect(isModuleOn({}, 'gifts')).toBe(true)
  })

  it('treats a malformed column as all modules on', () => {
    expect(isModuleOn(null, 'guests')).toBe(true)
    expect(isModuleOn([], 'guests')).toBe(true)
    expect(isModuleOn(undefined, 'photo-sharing')).toBe(true)
  })
})

describe('MODULE_OFF_MESSAGES', () => {
  it('uses the spec sentences', () => {
    expect(MODULE_OFF_MESSAGES['photo-sharing']).toBe('This event does not have the photo sharing module activated')
    expect(MODULE_OFF_MESSAGES.todos).toBe('This event does not have the todos module activated')
  })
})
