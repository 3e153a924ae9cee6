import type { PlanTable } from '../plan-model'
import type { PlanAction } from '../plan-reducer'
import type { PlanPerson } from '../people'

/** Whose seat at this table is locked: Generate and Optimise leave them where they are. */
export function TableLocks({
  table,
  people,
  locked,
  dispatch,
}: {
  table: PlanTable
  people: ReadonlyMap<string, PlanPerson>
  locked: ReadonlySet<string>
  dispatch: (action: PlanAction) => void
}) {
  const seated = table.people.flatMap((key) => people.get(key) ?? [])
  return (
    <fieldset className="rounded border border-slate-200 p-2 text-sm dark:border-slate-800">
      <legend className="px-1 font-medium">Locked seats</legend>
      <p className="text-slate-600 dark:text-slate-300">Generate and Optimise leave locked seats where they are.</p>
      {seated.length === 0 ? (
        <p className="mt-1 text-slate-500 dark:text-slate-400">Nobody sits here yet.</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-0.5">
          {seated.map((person) => (
            <li key={person.key}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={locked.has(person.key)}
                  onChange={(e) => dispatch({ type: 'lock', key: person.key, locked: e.target.checked })}
                />
                {person.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
