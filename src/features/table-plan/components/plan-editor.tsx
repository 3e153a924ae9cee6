import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { lazy, Suspense, useCallback, useMemo, useReducer, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useLeaveGuard } from '@/lib/use-leave-guard'
import { useSaveTablePlan } from '../api/save-table-plan'
import { dropZoneCollisions, jumpBetweenDropZones } from '../keyboard-jumps'
import { kidsAtKidsTable, parentsTable, writeKidsTable, type KidsPlan } from '../kids-table'
import { readPlan, unseatedPeople, writePlan, type PlanChanges, type PlanTable } from '../plan-model'
import { canSave, initialPlanState, planReducer } from '../plan-reducer'
import type { PlanPerson } from '../people'
import type { SeatingRules } from '../rules'
import { useArrangement } from '../use-arrangement'
import { AddTablesForm } from './add-tables-form'
import { DraggedChip } from './person-chip'
import type { PrintMode } from './print-view'
import { TableCard } from './table-card'
import { UNSEATED_ZONE, UnseatedPanel } from './unseated-panel'
import { ARRANGE_CONFIRMATIONS } from './arrange-confirmations'

// Below the people and the kids table, and the seating wishes' own code: loaded with the screen, not before it.
const RulesPanel = lazy(() => import('./rules-panel').then((m) => ({ default: m.RulesPanel })))
// Each only when there is something to show: the guest list changed, kids are invited.
const PlanChangesNotice = lazy(() => import('./plan-changes-notice').then((m) => ({ default: m.PlanChangesNotice })))
const KidsTable = lazy(() => import('./kids-table').then((m) => ({ default: m.KidsTable })))

// The dialogs (and Radix with them) load only when one opens: the screen opened directly stays
// within the 170 KB budget.
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))
// The print view loads when someone prints, and opens the print dialog once it has rendered.
const PrintView = lazy(() => import('./print-view').then((m) => ({ default: m.PrintView })))
const LeaveDialog = lazy(() => import('@/components/ui/leave-dialog').then((m) => ({ default: m.LeaveDialog })))

const INSTRUCTIONS =
  'To move a guest, press Space or Enter. Use the arrow keys to go from one table to the next, Space or Enter to seat them there, and Escape to cancel.'

/** The table plan once loaded: tables, unseated guests, kids table, wishes, and the actions. */
export function PlanEditor(props: {
  eventId: string
  title: string
  people: PlanPerson[]
  tables: PlanTable[]
  rules: SeatingRules
  kids: KidsPlan
  locked: string[]
  published: boolean
  changes: PlanChanges
  /** Told the version of a save before it is sent (use-plan-editor-key.ts). */
  onSaving: (version: string) => void
}) {
  const { eventId, people } = props
  const savePlan = useSaveTablePlan(eventId)
  const [state, dispatch] = useReducer(
    planReducer,
    initialPlanState(props.tables, props.rules, props.published, props.kids, props.locked),
  )
  const [dragged, setDragged] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<null | 'generate' | 'optimise'>(null)
  const [saving, setSaving] = useState(false)
  const [changes, setChanges] = useState(props.changes)
  // The print view (every name once more) is rendered only once someone prints.
  const [printing, setPrinting] = useState<{ mode: PrintMode; request: number } | null>(null)
  const print = (mode: PrintMode) => setPrinting((current) => ({ mode, request: (current?.request ?? 0) + 1 }))
  const byKey = useMemo(() => new Map(people.map((p) => [p.key, p])), [people])
  const withParents = useMemo(() => new Set(state.kids.withParents), [state.kids.withParents])
  const locked = useMemo(() => new Set(state.locked), [state.locked])
  const unseated = useMemo(() => unseatedPeople(state.tables, people, withParents), [state.tables, people, withParents])
  const kids = useMemo(() => kidsAtKidsTable(people, withParents), [people, withParents])
  const adults = useMemo(() => people.filter((p) => !p.kid), [people])
  const kidsWithParents = useMemo(() => people.filter((p) => withParents.has(p.key)), [people, withParents])
  const arrangement = useArrangement(people, state.tables, state.rules, state.kids.withParents, state.locked, dispatch)
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
  const leave = useLeaveGuard(state.dirty)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenDropZones }),
  )

  const nameOf = useCallback((id: unknown) => byKey.get(String(id))?.name ?? 'The guest', [byKey])
  const zoneOf = (over: { data: { current?: { label?: string } } } | null) => over?.data.current?.label
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${zoneOf(over)}.` : `${nameOf(active.id)} is over no table.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was placed at ${zoneOf(over)}.` : `${nameOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  }

  const onDragStart = (event: DragStartEvent) => setDragged(String(event.active.id))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null)
    if (over) dispatch({ type: 'move', key: String(active.id), to: over.id === UNSEATED_ZONE ? null : String(over.id) })
  }

  // Asks first only when someone who could be moved already has a seat.
  const arrange = (kind: 'generate' | 'optimise') => {
    if (state.tables.some((t) => t.people.some((key) => !locked.has(key)))) setConfirming(kind)
    else void arrangement[kind]()
  }

  const save = async () => {
    setSaving(true)
    const plan = {
      tables: writePlan(state.tables, people, state.locked),
      kids: writeKidsTable(state.kids, people),
      rules: state.rules,
      published: state.published,
      updatedAt: new Date().toISOString(),
    }
    props.onSaving(plan.updatedAt)
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

  const overCapacity = state.tables.filter((t) => t.people.length > t.seats).map((t) => t.name)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <AddTablesForm onAdd={(count, seats) => dispatch({ type: 'addTables', count, seats })} />
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="ghost" disabled={!state.tables.length} onClick={() => print('plan')}>
            Print plan
          </Button>
          <Button
            variant="ghost"
            disabled={!kids.length && !state.tables.some((t) => t.people.length)}
            onClick={() => print('cards')}
          >
            Print place cards
          </Button>
          <Button
            variant="secondary"
            disabled={!state.tables.length || !!arrangement.run}
            onClick={() => arrange('generate')}
          >
            Generate
          </Button>
          <Button
            variant="secondary"
            disabled={!state.tables.length || !!arrangement.run}
            onClick={() => arrange('optimise')}
          >
            Optimise
          </Button>
          <Button disabled={!canSave(state) || saving} onClick={() => void save()}>
            Save
          </Button>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={state.published}
          onChange={(e) => dispatch({ type: 'setPublished', published: e.target.checked })}
        />
        Let guests find their table on the public page
      </label>
      {arrangement.run && (
        <div role="status" className="flex items-center gap-3 text-sm">
          <span>Optimising…</span>
          <progress aria-label="Optimiser progress" max={1} value={arrangement.run.fraction} className="h-2 flex-1" />
          <Button variant="secondary" onClick={arrangement.run.stop}>
            Stop
          </Button>
        </div>
      )}
      {overCapacity.length > 0 && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Over capacity: {overCapacity.join(', ')}. Remove guests or add seats before saving.
        </p>
      )}
      {changes.added.length + changes.left.length + changes.unknown.length > 0 && (
        <Suspense fallback={null}>
          <PlanChangesNotice changes={changes} places={places} />
        </Suspense>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={dropZoneCollisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      >
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <div className="flex flex-col gap-6">
            <UnseatedPanel people={unseated} />
            <Suspense fallback={null}>
              <KidsTable
                kids={kids}
                name={state.kids.name}
                withParents={kidsWithParents}
                places={places}
                onSeatWithParents={seatWithParents}
                dispatch={dispatch}
              />
            </Suspense>
            <Suspense fallback={null}>
              <RulesPanel people={adults} rules={state.rules} dispatch={dispatch} />
            </Suspense>
          </div>
          {state.tables.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">
              No tables yet. Add tables to start seating your guests.
            </p>
          ) : (
            <div className="grid content-start gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {state.tables.map((table) => (
                <TableCard key={table.id} table={table} people={byKey} locked={locked} dispatch={dispatch} />
              ))}
            </div>
          )}
        </div>
        <DragOverlay>
          {dragged && byKey.get(dragged) ? <DraggedChip person={byKey.get(dragged) as PlanPerson} /> : null}
        </DragOverlay>
      </DndContext>
      <Suspense fallback={null}>
        {confirming !== null && (
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(open) => !open && setConfirming(null)}
            {...ARRANGE_CONFIRMATIONS[confirming]}
            onConfirm={() => {
              const kind = confirming
              setConfirming(null)
              if (kind) void arrangement[kind]()
            }}
          />
        )}
        {leave.pending !== null && <LeaveDialog open onLeave={leave.leave} onStay={leave.stay} />}
      </Suspense>
      {printing && (
        <Suspense fallback={null}>
          <PrintView
            mode={printing.mode}
            request={printing.request}
            title={props.title}
            tables={state.tables}
            kidsTable={{ name: state.kids.name, kids }}
            people={byKey}
          />
        </Suspense>
      )}
    </div>
  )
}
