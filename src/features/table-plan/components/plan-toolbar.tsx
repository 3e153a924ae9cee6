import { Button } from '@/components/ui/button'
import { canSave } from '../plan-reducer'
import type { PlanEditorState } from '../use-plan-editor'
import { AddTablesForm } from './add-tables-form'
import type { PrintMode } from './print-view'

/** Add tables, print, let the computer seat people (Generate, Optimise), and Save. */
export function PlanToolbar({
  plan: { state, dispatch, kids, saving, save },
  arranging,
  onPrint,
  onArrange,
}: {
  plan: PlanEditorState
  /** An arrangement is running: no second one. */
  arranging: boolean
  onPrint: (mode: PrintMode) => void
  onArrange: (kind: 'generate' | 'optimise') => void
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <AddTablesForm onAdd={(count, seats) => dispatch({ type: 'addTables', count, seats })} />
      <div className="ml-auto flex flex-wrap gap-2">
        <Button variant="ghost" disabled={!state.tables.length} onClick={() => onPrint('plan')}>
          Print plan
        </Button>
        <Button
          variant="ghost"
          disabled={!kids.length && !state.tables.some((t) => t.people.length)}
          onClick={() => onPrint('cards')}
        >
          Print place cards
        </Button>
        <Button variant="secondary" disabled={!state.tables.length || arranging} onClick={() => onArrange('generate')}>
          Generate
        </Button>
        <Button variant="secondary" disabled={!state.tables.length || arranging} onClick={() => onArrange('optimise')}>
          Optimise
        </Button>
        <Button disabled={!canSave(state) || saving} onClick={() => void save()}>
          Save
        </Button>
      </div>
    </div>
  )
}
