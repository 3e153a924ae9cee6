import { useMemo } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { eventName, ModuleGate, useEvent } from '@/entities/event'
import { answerOf, partyNames } from '@kernel/answer-summary'
import { readSiteContent } from '@kernel/site-content'
import { vegetarianAttendees } from '@kernel/vegetarians'
import { useSeatingGuests } from '../api/get-seating-guests'
import { useTablePlan } from '../api/get-table-plan'
import { readPlan } from '../plan-model'
import { planPeople, type SeatingGuest } from '../people'
import { NO_RULES } from '../rules'
import { usePlanEditorKey } from '../use-plan-editor-key'
import { PlanEditor } from './plan-editor'

/** /admin/event/{id}/table-plan (SPEC §2): loads the guests and the saved plan, then the editor. */
export function TablePlanScreen() {
  return (
    <ModuleGate module="guests">
      <TablePlanLoader />
    </ModuleGate>
  )
}

/** Each attendee's menu choices (the RSVP's menu questions), for the place cards. */
function mealsOf(siteContent: unknown) {
  const menus = readSiteContent(siteContent).questions.filter((question) => question.kind === 'menu')
  return (guest: SeatingGuest) =>
    guest.status !== 'confirmed' || menus.length === 0
      ? []
      : partyNames(guest).map((_, i) =>
          menus
            .map((menu) => answerOf(menu, guest, i))
            .filter(Boolean)
            .join(', '),
        )
}

/** Who is vegetarian in each confirmed party, by the ticked flag or a vegetarian menu choice. */
function vegetarianMenusOf(siteContent: unknown) {
  const questions = readSiteContent(siteContent).questions
  return (guest: SeatingGuest) => (guest.status === 'confirmed' ? vegetarianAttendees(guest, questions) : [])
}

function TablePlanLoader() {
  const { event } = useEvent()
  const guests = useSeatingGuests(event.id)
  const plan = useTablePlan(event.id)
  const loaded = useMemo(() => {
    if (!guests.data || plan.data === undefined) return undefined
    const people = planPeople(guests.data, mealsOf(event.siteContent), vegetarianMenusOf(event.siteContent))
    return { people, ...readPlan(plan.data?.tables ?? null, people, plan.data?.kids) }
  }, [guests.data, plan.data, event.siteContent])
  const editor = usePlanEditorKey(plan.data?.updatedAt ?? 'new')

  let body
  if (guests.error || plan.error) {
    body = (
      <LoadError onRetry={() => void Promise.all([guests.mutate(), plan.mutate()])}>
        The table plan could not be loaded.
      </LoadError>
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
    body = (
      <PlanEditor
        key={editor.key}
        onSaving={editor.keep}
        eventId={event.id}
        title={`${eventName(event)} — Table plan`}
        people={loaded.people}
        tables={loaded.tables}
        rules={plan.data?.rules ?? NO_RULES}
        kids={loaded.kids}
        locked={loaded.locked}
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
