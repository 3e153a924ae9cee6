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
import { lazy, Suspense, useCallback, useState } from 'react'
import { dropZoneCollisions, jumpBetweenDropZones } from '../keyboard-jumps'
import type { PlanPerson } from '../people'
import type { PlanEditorState } from '../use-plan-editor'
import { DraggedChip } from './person-chip'
import { TableCard } from './table-card'
import { UNSEATED_ZONE, UnseatedPanel } from './unseated-panel'

// Below the people and the kids table, and the seating wishes' own code: loaded with the screen, not before it.
const RulesPanel = lazy(() => import('./rules-panel').then((m) => ({ default: m.RulesPanel })))
// Only when kids are invited.
const KidsTable = lazy(() => import('./kids-table').then((m) => ({ default: m.KidsTable })))

const INSTRUCTIONS =
  'To move a guest, press Space or Enter. Use the arrow keys to go from one table to the next, Space or Enter to seat them there, and Escape to cancel.'

/**
 * Where people are seated, and where they are moved by dragging or with the keyboard: the
 * unseated guests, the kids table and the wishes beside the tables, with what a screen reader says.
 */
export function PlanBoard({
  plan: { state, dispatch, byKey, locked, unseated, kids, adults, kidsWithParents, places, seatWithParents },
}: {
  plan: PlanEditorState
}) {
  const [dragged, setDragged] = useState<string | null>(null)
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

  return (
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
          <p className="text-slate-600 dark:text-slate-300">No tables yet. Add tables to start seating your guests.</p>
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
  )
}
