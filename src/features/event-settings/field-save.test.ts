import { expect, it, vi } from 'vitest'
import type { EventPatch } from './event-fields'
import { runFieldSaves } from './field-save'

function notices() {
  const log: string[] = []
  return { log, notify: { success: (m: string) => log.push(`ok ${m}`), error: (m: string) => log.push(`error ${m}`) } }
}

it('saves each field with its own update and toast, in order', async () => {
  const update = vi.fn(async (_patch: EventPatch) => {})
  const { log, notify } = notices()
  const saved = await runFieldSaves(
    [
      { field: 'name', patch: { name: 'New' } },
      { field: 'slug', patch: { slug: 'new' } },
    ],
    update,
    notify,
  )
  expect(update.mock.calls).toEqual([[{ name: 'New' }], [{ slug: 'new' }]])
  expect(log).toEqual(['ok Name updated', 'ok Slug updated'])
  expect(saved).toEqual(['name', 'slug'])
})

it('reports a failed field with its error and carries on', async () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  const update = vi.fn(async (patch: EventPatch) => {
    if ('type' in patch) throw new Error('Only a global admin can change the type')
  })
  const { log, notify } = notices()
  const saved = await runFieldSaves(
    [
      { field: 'type', patch: { type: 'birthday' } },
      { field: 'location', patch: { location: 'Lyon' } },
      { field: 'person', patch: { person: 'Léa' } },
    ],
    update,
    notify,
  )
  expect(log).toEqual(['error Error saving type', 'ok Location updated', 'ok Person updated'])
  expect(saved).toEqual(['location', 'person'])
  quiet.mockRestore()
})

it('does nothing without changes', async () => {
  const update = vi.fn()
  const { log, notify } = notices()
  expect(await runFieldSaves([], update, notify)).toEqual([])
  expect(update).not.toHaveBeenCalled()
  expect(log).toEqual([])
})
