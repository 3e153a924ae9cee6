import { useCallback, useMemo, useReducer, useState } from 'react'
import { toast } from '@/lib/toast'
import { useSaveTablePlan } from './api/save-table-plan'
import { kidsAtKidsTable, parentsTable, writeKidsTable, type KidsPlan } from './kids-table'
import type { PlanPerson } from './people'
import { readPlan, unseatedPeople, writePlan, type PlanChanges, type PlanTable } from './plan-model'
import { initialPlanState, planReducer } from './plan-reducer'
import type { SeatingRules } from './rules'

export interface PlanEditorInput {
  eventId: string
  people: PlanPerson[]
  tables: PlanTable[]
  rules: SeatingRules
  kids: KidsPlan
  locked: string[]
  published: boolean
  changes: PlanChanges
  /** Told the version of a save before it is sent (use-plan-editor-key.ts). */
  onSaving: (version: string) => void
}

/**
 * The table plan being edited: its state (plan-reducer.ts), what the screen reads from it (who is
 * where, who is unseated, the kids at their own table), and Save.
 */
export function usePlanEditor(input: PlanEditorInput) {
  const { eventId, people, onSaving } = input
  const savePlan = useSaveTablePlan(eventId)
  const [state, dispatch] = useReducer(
    planReducer,
    initialPlanState(input.tables, input.rules, input.published, input.kids, input.locked),
  )
  const [saving, setSaving] = useState(false)
  const [changes, setChanges] = useState(input.changes)
  const byKey = useMemo(() => new Map(people.map((p) => [p.key, p])), [people])
  const withParents = useMemo(() => new Set(state.kids.withParents), [state.kids.withParents])
  const locked = useMemo(() => new Set(state.locked), [state.locked])
  const unseated = useMemo(() => unseatedPeople(state.tables, people, withParents), [state.tables, people, withParents])
  const kids = useMemo(() => kidsAtKidsTable(people, withParents), [people, withParents])
  const adults = useMemo(() => people.filter((p) => !p.kid), [people])
  const kidsWithParents = useMemo(() => people.filter((p) => withParents.has(p.key)), [people, withParents])
  // Where each person is on screen now, for the notice of what changed since the last save.
  const places = useMemo(() => {
    const at = new Map<string, string>(kids.map((p) => [p.key, state.kids.name]))
    for (const t of state.tables) for (const key of t.people) at.set(key, t.name)
    return at
  }, [kids, state.kids.name, state.tables])
  const seatWithParents = useCallback(
    (kid: PlanPerson) =>
      dispatch({ type: 'seatWithParents', key: kid.key, table: parentsTable(kid, people, state.tables) }),
    [people, state.tables],
  )

  const save = async () => {
    setSaving(true)
    const plan = {
      tables: writePlan(state.tables, people, state.locked),
      kids: writeKidsTable(state.kids, people),
      rules: state.rules,
      published: state.published,
      updatedAt: new Date().toISOString(),
    }
    onSaving(plan.updatedAt)
    try {
      await savePlan(plan)
      toast.success('Table plan saved.')
      setChanges({ added: [], left: [], unknown: [] })
      // The one reset of a save: the editor goes on from the plan as stored (tables renumbered,
      // as a reload reads them), and stays mounted when that plan is read back.
      const stored = readPlan(plan.tables, people, plan.kids)
      dispatch({
        type: 'load',
        tables: stored.tables,
        rules: plan.rules,
        published: plan.published,
        kids: stored.kids,
        locked: stored.locked,
      })
    } catch {
      toast.error('Table plan not saved.')
    } finally {
      setSaving(false)
    }
  }

  return {
    state,
    dispatch,
    byKey,
    locked,
    unseated,
    kids,
    adults,
    kidsWithParents,
    places,
    seatWithParents,
    changes,
    saving,
    save,
  }
}

export type PlanEditorState = ReturnType<typeof usePlanEditor>
