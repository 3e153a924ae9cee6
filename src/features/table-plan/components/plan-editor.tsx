import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-frame'
import { useLeaveGuard } from '@/lib/use-leave-guard'
import { useArrangement } from '../use-arrangement'
import { usePlanEditor, type PlanEditorInput } from '../use-plan-editor'
import { ARRANGE_CONFIRMATIONS } from './arrange-confirmations'
import { PlanBoard } from './plan-board'
import { PlanToolbar } from './plan-toolbar'
import type { PrintMode } from './print-view'

// Only when there is something to show: the guest list changed.
const PlanChangesNotice = lazy(() => import('./plan-changes-notice').then((m) => ({ default: m.PlanChangesNotice })))

// The dialogs (and Radix with them) load only when one opens: the screen opened directly stays
// within the 170 KB budget.
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))
// The print view loads when someone prints, and opens the print dialog once it has rendered.
const PrintView = lazy(() => import('./print-view').then((m) => ({ default: m.PrintView })))
const LeaveDialog = lazy(() => import('@/components/ui/leave-dialog').then((m) => ({ default: m.LeaveDialog })))

/** The table plan once loaded: tables, unseated guests, kids table, wishes, and the actions. */
export function PlanEditor({ title, ...input }: PlanEditorInput & { title: string }) {
  const plan = usePlanEditor(input)
  const { state, dispatch } = plan
  const arrangement = useArrangement(
    input.people,
    state.tables,
    state.rules,
    state.kids.withParents,
    state.locked,
    dispatch,
  )
  const [confirming, setConfirming] = useState<null | 'generate' | 'optimise'>(null)
  // The print view (every name once more) is rendered only once someone prints.
  const [printing, setPrinting] = useState<{ mode: PrintMode; request: number } | null>(null)
  const print = (mode: PrintMode) => setPrinting((current) => ({ mode, request: (current?.request ?? 0) + 1 }))
  const leave = useLeaveGuard(state.dirty)

  // Asks first only when someone who could be moved already has a seat.
  const arrange = (kind: 'generate' | 'optimise') => {
    if (state.tables.some((t) => t.people.some((key) => !plan.locked.has(key)))) setConfirming(kind)
    else void arrangement[kind]()
  }

  const overCapacity = state.tables.filter((t) => t.people.length > t.seats).map((t) => t.name)
  const { changes } = plan
  return (
    <div className="flex flex-col gap-6">
      <PlanToolbar plan={plan} arranging={!!arrangement.run} onPrint={print} onArrange={arrange} />
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
        <FieldError role="alert">
          Over capacity: {overCapacity.join(', ')}. Remove guests or add seats before saving.
        </FieldError>
      )}
      {changes.added.length + changes.left.length + changes.unknown.length > 0 && (
        <Suspense fallback={null}>
          <PlanChangesNotice changes={changes} places={plan.places} />
        </Suspense>
      )}
      <PlanBoard plan={plan} />
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
            title={title}
            tables={state.tables}
            kidsTable={{ name: state.kids.name, kids: plan.kids }}
            people={plan.byKey}
          />
        </Suspense>
      )}
    </div>
  )
}
