import { describe, expect, it } from 'vitest'
import { canSave, initialPlanState, planReducer } from './plan-reducer'

const loaded = initialPlanState([
  { id: '1', name: 'Famille', seats: 2, people: ['a'] },
  { id: '2', name: 'Amis', seats: 8, people: [] },
])

describe('planReducer', () => {
  it('adds tables with the default and given seats, named after their place', () => {
    const state = planReducer(loaded, { type: 'addTables', count: 2, seats: 10 })
    expect(state.tables.slice(2)).toEqual([
      { id: 'new-1', name: 'Table 3', seats: 10, people: [] },
      { id: 'new-2', name: 'Table 4', seats: 10, people: [] },
    ])
    expect(state.dirty).toBe(true)
    expect(planReducer(loaded, { type: 'addTables', count: 0, seats: 0 }).tables.at(-1)).toMatchObject({ seats: 1 })
  })

  it('trims a new name and ignores an empty one', () => {
    expect(planReducer(loaded, { type: 'renameTable', id: '1', name: '  Témoins ' }).tables[0].name).toBe('Témoins')
    expect(planReducer(loaded, { type: 'renameTable', id: '1', name: '   ' })).toBe(loaded)
  })

  it('moves a person between tables and back to no table', () => {
    const moved = planReducer(loaded, { type: 'move', key: 'a', to: '2' })
    expect(moved.tables.map((t) => t.people)).toEqual([[], ['a']])
    const unseated = planReducer(moved, { type: 'move', key: 'a', to: null })
    expect(unseated.tables.map((t) => t.people)).toEqual([[], []])
    expect(planReducer(loaded, { type: 'move', key: 'a', to: '1' })).toBe(loaded)
  })

  it('removes a table, its people going back to the unseated list', () => {
    expect(planReducer(loaded, { type: 'removeTable', id: '1' }).tables.map((t) => t.id)).toEqual(['2'])
  })

  it('adds rules of two or more distinct people, and edits or removes them', () => {
    let state = planReducer(loaded, { type: 'addRule', kind: 'together', keys: ['a', 'b', 'a'] })
    expect(state.rules.together).toEqual([{ keys: ['a', 'b'], weight: 10 }])
    expect(planReducer(loaded, { type: 'addRule', kind: 'apart', keys: ['a', 'a'] })).toBe(loaded)
    state = planReducer(state, { type: 'setWeight', index: 0, weight: 250 })
    expect(state.rules.together[0].weight).toBe(100)
    state = planReducer(state, { type: 'addRule', kind: 'apart', keys: ['a', 'c'] })
    state = planReducer(state, { type: 'removeRule', kind: 'together', index: 0 })
    expect(state.rules).toEqual({ together: [], apart: [{ keys: ['a', 'c'] }] })
    expect(state.dirty).toBe(true)
  })

  it('locks only seated people, and a lock goes with its person to another table but not off the tables', () => {
    expect(planReducer(loaded, { type: 'lock', key: 'nobody', locked: true })).toBe(loaded)
    let state = planReducer(loaded, { type: 'lock', key: 'a', locked: true })
    expect(state).toMatchObject({ locked: ['a'], dirty: true })
    state = planReducer(state, { type: 'move', key: 'a', to: '2' })
    expect(state.locked).toEqual(['a'])
    expect(planReducer(state, { type: 'move', key: 'a', to: null }).locked).toEqual([])
    expect(planReducer(state, { type: 'removeTable', id: '2' }).locked).toEqual([])
    expect(planReducer(state, { type: 'lock', key: 'a', locked: false }).locked).toEqual([])
  })

  it('seats a kid with their parents at the given table, and back at the kids table', () => {
    let state = planReducer(loaded, { type: 'seatWithParents', key: 'kid', table: '1' })
    expect(state.kids.withParents).toEqual(['kid'])
    expect(state.tables[0].people).toEqual(['a', 'kid'])
    state = planReducer(state, { type: 'lock', key: 'kid', locked: true })
    state = planReducer(state, { type: 'backToKidsTable', key: 'kid' })
    expect(state.kids.withParents).toEqual([])
    expect(state.tables[0].people).toEqual(['a'])
    expect(state.locked).toEqual([])
    const noTable = planReducer(loaded, { type: 'seatWithParents', key: 'kid', table: null })
    expect(noTable.kids.withParents).toEqual(['kid'])
    expect(noTable.tables.flatMap((t) => t.people)).toEqual(['a'])
  })

  it('renames the kids table like any table: trimmed, an empty name ignored', () => {
    expect(planReducer(loaded, { type: 'renameKidsTable', name: ' Les petits ' }).kids.name).toBe('Les petits')
    expect(planReducer(loaded, { type: 'renameKidsTable', name: '  ' })).toBe(loaded)
  })

  it('allows saving only when changed and no table is over capacity', () => {
    expect(canSave(loaded)).toBe(false)
    const over = planReducer(loaded, { type: 'arrange', seats: { '1': ['a', 'b', 'c'] } })
    expect(canSave(over)).toBe(false)
    expect(canSave(planReducer(over, { type: 'setSeats', id: '1', seats: 3 }))).toBe(true)
  })
})
