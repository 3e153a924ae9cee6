import { memo, useEffect } from 'react'
import { createPortal } from 'react-dom'
import type { PlanTable } from '../plan-model'
import type { PlanPerson } from '../people'

export type PrintMode = 'plan' | 'cards'

/*
 * Only what is printed: rendered straight under <body>, and for print every other child of the
 * body is taken out of the layout (not just hidden), so no blank pages follow. The @page rule follows the chosen print: the plan on A4 landscape, the place
 * cards on A4 portrait, eight to a page with dashed cut lines.
 */
const PRINT_CSS = {
  plan: '@page { size: A4 landscape; margin: 12mm; }',
  cards: '@page { size: A4 portrait; margin: 0; }',
}
const SHARED_CSS = `
@media print {
  body > *:not([data-print-root]) { display: none !important; }
}`

/** The meal a place card names: the RSVP's choice, else 'Végétarien' for a vegetarian. */
const cardMeal = (person: PlanPerson) => person.meal ?? (person.vegetarian ? 'Végétarien' : undefined)

export const PrintView = memo(function PrintView({
  mode,
  request,
  title,
  tables,
  kidsTable,
  people,
}: {
  mode: PrintMode
  /** Each new number opens the browser's print dialog once this view has rendered. */
  request: number
  title: string
  tables: readonly PlanTable[]
  /** Printed after the tables, on the plan and the place cards, when some kid sits there. */
  kidsTable: { name: string; kids: readonly PlanPerson[] }
  people: ReadonlyMap<string, PlanPerson>
}) {
  useEffect(() => {
    window.print()
  }, [request])
  const named = tables.map((t) => {
    const seated = t.people.map((k) => people.get(k)).filter((p): p is PlanPerson => Boolean(p?.name))
    return { id: t.id, name: t.name, names: seated.map((p) => p.name), meals: seated.map(cardMeal) }
  })
  if (kidsTable.kids.length)
    named.push({
      id: 'kids',
      name: kidsTable.name,
      names: kidsTable.kids.map((kid) => kid.name),
      meals: kidsTable.kids.map(cardMeal),
    })
  return createPortal(
    <div data-print-root data-print-mode={mode} className="hidden text-black print:block">
      <style>{`${PRINT_CSS[mode]}${SHARED_CSS}`}</style>
      {mode === 'plan' ? (
        <>
          <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
          <div className="grid grid-cols-4 gap-4">
            {named.map((t) => (
              <section key={t.id} className="break-inside-avoid rounded border border-black p-3">
                <h2 className="font-semibold">{t.name}</h2>
                <ol className="mt-1 text-sm">
                  {t.names.map((name, i) => (
                    <li key={i}>{name}</li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </>
      ) : (
        <div className="grid grid-cols-2">
          {named.flatMap((t) =>
            t.names.map((name, i) => (
              <div
                key={`${t.id}-${i}`}
                data-place-card
                className="flex h-[72mm] break-inside-avoid flex-col items-center justify-center border border-dashed border-slate-400 text-center"
              >
                <p className="text-2xl font-semibold">{name}</p>
                <p className="mt-2 text-base">{t.name}</p>
                {t.meals[i] && <p className="mt-1 text-sm italic">{t.meals[i]}</p>}
              </div>
            )),
          )}
        </div>
      )}
    </div>,
    document.body,
  )
})
