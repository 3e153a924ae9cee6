import { DEFAULT_SEATS, type PlanTable } from './plan-model'
import { DEFAULT_WEIGHT, NO_RULES, type SeatingRules } from './rules'

export interface PlanState {
  tables: PlanTable[]
  rules: SeatingRules
  /** Guests may look up their table on the public page. */
  published: boolean
  /** Something changed since the plan was loaded or saved. */
  dirty: boolean
  /** Source of ids for new tables (screen-only; saving renumbers). */
  nextId: number
}

export type PlanAction =
  | { type: 'load'; tables: PlanTable[]; rules: SeatingRules; published: boolean }
  | { type: 'setPublished'; published: boolean }
  | { type: 'addRule'; kind: 'together' | 'apart'; keys: string[]; weight?: number }
  | { type: 'removeRule'; kind: 'together' | 'apart'; index: number }
  | { type: 'setWeight'; index: number; weight: number }
  | { type: 'addTables'; count: number; seats: number }
  | { type: 'removeTable'; id: string }
  | { type: 'renameTable'; id: string; name: string }
  | { type: 'setSeats'; id: string; seats: number }
  | { type: 'move'; key: string; to: string | null }
  /** A whole arrangement from Generate or the optimiser: table id → keys. */
  | { type: 'arrange'; seats: Record<string, string[]> }

export const initialPlanState = (
  tables: PlanTable[] = [],
  rules: SeatingRules = NO_RULES,
  published = false,
): PlanState => ({
  tables,
  rules,
  published,
  dirty: false,
  nextId: 1,
})

/** The database accepts weights 1–100. */
const clampWeight = (weight: number) =>
  Number.isFinite(weight) ? Math.min(100, Math.max(1, Math.round(weight))) : DEFAULT_WEIGHT

const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.max(1, Math.floor(value)) : fallback)

/** Every edit of the table plan screen, immutable (house style: drag and drop stays thin). */
export function planReducer(state: PlanState, action: PlanAction): PlanState {
  const edit = (tables: PlanTable[]): PlanState => ({ ...state, tables, dirty: true })
  const update = (id: string, change: (t: PlanTable) => PlanTable | undefined) =>
    edit(state.tables.map((t) => (t.id === id ? (change(t) ?? t) : t)))
  switch (action.type) {
    case 'load':
      return initialPlanState(action.tables, action.rules, action.published)
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
  }
}

/** SPEC §2: Save is enabled only when something changed and no table is over capacity. */
export function canSave(state: PlanState): boolean {
  return state.dirty && state.tables.every((t) => t.people.length <= t.seats)
}
