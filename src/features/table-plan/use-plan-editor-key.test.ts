// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { expect, it } from 'vitest'
import { usePlanEditorKey } from './use-plan-editor-key'

const render = (version: string) =>
  renderHook(({ version }) => usePlanEditorKey(version), { initialProps: { version } })

it('keeps the editor through its own saves, whenever the saved plan is read back', () => {
  const hook = render('v0')
  act(() => hook.result.current.keep('v1'))
  expect(hook.result.current.key).toBe('v0')
  hook.rerender({ version: 'v1' })
  expect(hook.result.current.key).toBe('v0')
  act(() => hook.result.current.keep('v2'))
  hook.rerender({ version: 'v2' })
  expect(hook.result.current.key).toBe('v0')
})

it('starts a fresh editor for a plan saved elsewhere, which then keeps its own saves', () => {
  const hook = render('v0')
  hook.rerender({ version: 'elsewhere' })
  expect(hook.result.current.key).toBe('elsewhere')
  act(() => hook.result.current.keep('v3'))
  hook.rerender({ version: 'v3' })
  expect(hook.result.current.key).toBe('elsewhere')
  hook.rerender({ version: 'elsewhere again' })
  expect(hook.result.current.key).toBe('elsewhere again')
})

it('keeps the editor of a plan never saved through its first save', () => {
  const hook = render('new')
  act(() => hook.result.current.keep('v1'))
  hook.rerender({ version: 'v1' })
  expect(hook.result.current.key).toBe('new')
})
