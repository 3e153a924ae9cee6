import { useMemo } from 'react'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { eventName, ModuleGate, useEvent } from '../../events'
import { useSeatingGuests } from '../api/get-seating-guests'
import { useTablePlan } from '../api/get-table-plan'
import { readPlan } from '../plan-model'
import { planPeople } from '../people'
import { NO_RULES } from '../rules'
import { PlanEditor } from './plan-editor'

/** /admin/event/{id}/table-plan (SPEC §2): loads the guests and the saved plan, then the editor. */
export function TablePlanScreen() {
  return (
    <ModuleGate module="guests">
      <TablePlanLoader />
    </ModuleGate>
  )
}

function TablePlanLoader() {
  const { event } = useEvent()
  const guests = useSeatingGuests(event.id)
  const plan = useTablePlan(event.id)
  const loaded = useMemo(() => {
    if (!guests.data || plan.data === undefined) return undefined
    const people = planPeople(guests.data)
    return { people, ...readPlan(plan.data?.tables ?? null, people) }
  }, [guests.data, plan.data])

  let body
  if (guests.error || plan.error) {
    body = (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-lg border border-red-200 p-4 text-sm dark:border-red-900"
      >
        The table plan could not be loaded.
        <Button variant="secondary" onClick={() => void Promise.all([guests.mutate(), plan.mutate()])}>
          Retry
        </Button>
      </div>
    )
  } else if (!loaded) {
    body = (
      <div role="status" aria-label="Loading the table plan" className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    )
  } else {
    // Keyed by the saved version: a reload from elsewhere starts a fresh editor, never a merge.
    body = (
      <PlanEditor
        key={plan.data?.updatedAt ?? 'new'}
        eventId={event.id}
        title={`${eventName(event)} — Table plan`}
        people={loaded.people}
        tables={loaded.tables}
        rules={plan.data?.rules ?? NO_RULES}
        published={plan.data?.published ?? false}
        changes={loaded.changes}
      />
    )
  }
  return (
    <section className="py-6">
      <h1 className="mb-6 text-2xl font-semibold">Table plan</h1>
      {body}
    </section>
  )
}
