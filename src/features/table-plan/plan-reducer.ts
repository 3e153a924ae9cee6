import { DEFAULT_KIDS, type KidsPlan } from './kids-table'
import { DEFAULT_SEATS, type PlanTable } from './plan-model'
import { DEFAULT_WEIGHT, NO_RULES, type SeatingRules } from './rules'

export interface PlanState {
  tables: PlanTable[]
  rules: SeatingRules
  kids: KidsPlan
  /** Keys of seated people whose seat is locked: Generate and Optimise leave them where they are. */
  locked: string[]
  /** Guests may look up their table on the public page. */
  published: boolean
  /** Something changed since the plan was loaded or saved. */
  dirty: boolean
  /** Source of ids for new tables (screen-only; saving renumbers). */
  nextId: number
}

export type PlanAction =
  | {
      type: 'load'
      tables: PlanTable[]
      rules: SeatingRules
      published: boolean
      kids?: KidsPlan
      locked?: string[]
    }
  | { type: 'setPublished'; published: boolean }
  | { type: 'addRule'; kind: 'together' | 'apart'; keys: string[]; weight?: number }
  | { type: 'removeRule'; kind: 'together' | 'apart'; index: number }
  | { type: 'setWeight'; index: number; weight: number }
  | { type: 'addTables'; count: number; seats: number }
  | { type: 'removeTable'; id: string }
  | { type: 'renameTable'; id: string; name: string }
  | { type: 'setSeats'; id: string; seats: number }
  | { type: 'move'; key: string; to: string | null }
  | { type: 'lock'; key: string; locked: boolean }
  | { type: 'renameKidsTable'; name: string }
  /** A kid leaves the kids table for their parents' party, at `table` (null: no table yet). */
  | { type: 'seatWithParents'; key: string; table: string | null }
  | { type: 'backToKidsTable'; key: string }
  /** A whole arrangement from Generate or the optimiser: table id → keys. */
  | { type: 'arrange'; seats: Record<string, string[]> }

export const initialPlanState = (
  tables: PlanTable[] = [],
  rules: SeatingRules = NO_RULES,
  published = false,
  kids: KidsPlan = DEFAULT_KIDS,
  locked: string[] = [],
): PlanState => ({
  tables,
  rules,
  kids,
  locked,
  published,
  dirty: false,
  nextId: 1,
})

/**
 * Locks only hold seats: who sits at no table has none to lock. The same array when none is lost,
 * so the tables (memoised on it) do not all render again on every move.
 */
const seatedLocks = (locked: string[], tables: PlanTable[]) => {
  if (!locked.length) return locked
  const seated = new Set(tables.flatMap((t) => t.people))
  const kept = locked.filter((key) => seated.has(key))
  return kept.length === locked.length ? locked : kept
}

/** The database accepts weights 1–100. */
const clampWeight = (weight: number) =>
  Number.isFinite(weight) ? Math.min(100, Math.max(1, Math.round(weight))) : DEFAULT_WEIGHT

const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.max(1, Math.floor(value)) : fallback)

/** Every edit of the table plan screen, immutable (house style: drag and drop stays thin). */
export function planReducer(state: PlanState, action: PlanAction): PlanState {
  const edit = (tables: PlanTable[]): PlanState => ({
    ...state,
    tables,
    locked: seatedLocks(state.locked, tables),
    dirty: true,
  })
  const update = (id: string, change: (t: PlanTable) => PlanTable | undefined) =>
    edit(state.tables.map((t) => (t.id === id ? (change(t) ?? t) : t)))
  switch (action.type) {
    case 'load':
      return initialPlanState(action.tables, action.rules, action.published, action.kids, action.locked)
    case 'setPublished':
      return state.published === action.published ? state : { ...state, published: action.published, dirty: true }
    case 'addRule': {
      const keys = [...new Set(action.keys)]
      if (keys.length < 2) return state
      const rules =
        action.kind === 'together'
          ? {
              ...state.rules,
              together: [...state.rules.together, { keys, weight: clampWeight(action.weight ?? DEFAULT_WEIGHT) }],
            }
          : { ...state.rules, apart: [...state.rules.apart, { keys }] }
      return { ...state, rules, dirty: true }
    }
    case 'removeRule': {
      const rules = { ...state.rules, [action.kind]: state.rules[action.kind].filter((_, i) => i !== action.index) }
      return { ...state, rules, dirty: true }
    }
    case 'setWeight': {
      const together = state.rules.together.map((rule, i) =>
        i === action.index ? { ...rule, weight: clampWeight(action.weight) } : rule,
      )
      return { ...state, rules: { ...state.rules, together }, dirty: true }
    }
    case 'addTables': {
      const count = whole(action.count, 1)
      const seats = whole(action.seats, DEFAULT_SEATS)
      const added = Array.from({ length: count }, (_, i) => ({
        id: `new-${state.nextId + i}`,
        name: `Table ${state.tables.length + i + 1}`,
        seats,
        people: [],
      }))
      return { ...edit([...state.tables, ...added]), nextId: state.nextId + count }
    }
    case 'removeTable':
      // Its people go back to the unseated list, which is everyone at no table.
      return edit(state.tables.filter((t) => t.id !== action.id))
    case 'renameTable': {
      const name = action.name.trim()
      if (!name) return state
      return update(action.id, (t) => (t.name === name ? undefined : { ...t, name }))
    }
    case 'setSeats':
      return update(action.id, (t) => ({ ...t, seats: whole(action.seats, t.seats) }))
    case 'move': {
      const from = state.tables.find((t) => t.people.includes(action.key))
      if ((from?.id ?? null) === action.to) return state
      return edit(
        state.tables.map((t) => {
          if (t.id === from?.id) return { ...t, people: t.people.filter((k) => k !== action.key) }
          if (t.id === action.to) return { ...t, people: [...t.people, action.key] }
          return t
        }),
      )
    }
    case 'arrange':
      return edit(state.tables.map((t) => ({ ...t, people: action.seats[t.id] ?? [] })))
    case 'lock': {
      const has = state.locked.includes(action.key)
      if (has === action.locked || (action.locked && !state.tables.some((t) => t.people.includes(action.key))))
        return state
      const locked = action.locked ? [...state.locked, action.key] : state.locked.filter((k) => k !== action.key)
      return { ...state, locked, dirty: true }
    }
    case 'renameKidsTable': {
      const name = action.name.trim()
      if (!name || name === state.kids.name) return state
      return { ...state, kids: { ...state.kids, name }, dirty: true }
    }
    case 'seatWithParents': {
      if (state.kids.withParents.includes(action.key)) return state
      const kids = { ...state.kids, withParents: [...state.kids.withParents, action.key] }
      const tables = state.tables.map((t) =>
        t.id === action.table ? { ...t, people: [...t.people.filter((k) => k !== action.key), action.key] } : t,
      )
      return { ...edit(tables), kids }
    }
    case 'backToKidsTable': {
      if (!state.kids.withParents.includes(action.key)) return state
      const kids = { ...state.kids, withParents: state.kids.withParents.filter((k) => k !== action.key) }
      const tables = state.tables.map((t) =>
        t.people.includes(action.key) ? { ...t, people: t.people.filter((k) => k !== action.key) } : t,
      )
      return { ...edit(tables), kids }
    }
  }
}

/** SPEC §2: Save is enabled only when something changed and no table is over capacity. */
export function canSave(state: PlanState): boolean {
  return state.dirty && state.tables.every((t) => t.people.length <= t.seats)
}
