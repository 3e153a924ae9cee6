import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { dashboardKeys } from './keys'

it("keeps the user's assigned todos under the todos table and the user", () => {
  const key = dashboardKeys.assignedTodos('u1')
  expect(keyStartsWith('todos')(key)).toBe(true)
  expect(keyStartsWith('todos', 'u1')(key)).toBe(true)
  expect(keyStartsWith('todos', 'u2')(key)).toBe(false)
})
