import { memo, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { PlanAction } from '../plan-reducer'
import type { PlanPerson } from '../people'
import type { SeatingRules } from '../rules'

/**
 * Seating wishes: pick two or more people, then 'Seat together' (with a weight) or 'Keep apart'.
 * The optimiser honours them; the list shows each wish with a way to remove it.
 */
export const RulesPanel = memo(function RulesPanel({
  people,
  rules,
  dispatch,
}: {
  people: PlanPerson[]
  rules: SeatingRules
  dispatch: (action: PlanAction) => void
}) {
  const [selected, setSelected] = useState<string[]>([])
  const [search, setSearch] = useState('')
  const byKey = useMemo(() => new Map(people.map((p) => [p.key, p])), [people])
  const shown = people.filter((p) => p.name.toLowerCase().includes(search.trim().toLowerCase()))
  const label = (keys: string[]) => keys.map((k) => byKey.get(k)?.name ?? 'someone no longer invited').join(', ')
  const add = (kind: 'together' | 'apart') => {
    dispatch({ type: 'addRule', kind, keys: selected })
    setSelected([])
  }
  const toggle = (key: string) => setSelected((s) => (s.includes(key) ? s.filter((k) => k !== key) : [...s, key]))

  return (
    <section aria-label="Seating wishes" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="font-semibold">Seating wishes</h2>
      <input
        type="search"
        aria-label="Find a guest"
        placeholder="Find a guest..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="mt-3 w-full rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <ul className="mt-2 max-h-48 overflow-y-auto text-sm">
        {shown.map((p) => (
          <li key={p.key}>
            <label className="flex items-center gap-2 py-0.5">
              <input type="checkbox" checked={selected.includes(p.key)} onChange={() => toggle(p.key)} />
              {p.name}
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={selected.length < 2} onClick={() => add('together')}>
          Seat together
        </Button>
        <Button variant="secondary" disabled={selected.length < 2} onClick={() => add('apart')}>
          Keep apart
        </Button>
      </div>
      {rules.together.length + rules.apart.length > 0 && (
        <ul aria-label="Wishes" className="mt-4 flex flex-col gap-2 text-sm">
          {rules.together.map((rule, i) => (
            <li key={`t${i}`} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">Together:</span> {label(rule.keys)}
              <label className="ml-auto flex items-center gap-1 text-slate-600 dark:text-slate-300">
                Weight
                <input
                  type="number"
                  min={1}
                  max={100}
                  value={rule.weight}
                  onChange={(e) => dispatch({ type: 'setWeight', index: i, weight: e.target.valueAsNumber })}
                  className="w-14 rounded border border-slate-300 px-1 dark:border-slate-700 dark:bg-slate-900"
                />
              </label>
              <Button
                variant="ghost"
                className="px-2 py-0.5"
                onClick={() => dispatch({ type: 'removeRule', kind: 'together', index: i })}
              >
                Remove
              </Button>
            </li>
          ))}
          {rules.apart.map((rule, i) => (
            <li key={`a${i}`} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">Apart:</span> {label(rule.keys)}
              <Button
                variant="ghost"
                className="ml-auto px-2 py-0.5"
                onClick={() => dispatch({ type: 'removeRule', kind: 'apart', index: i })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})
