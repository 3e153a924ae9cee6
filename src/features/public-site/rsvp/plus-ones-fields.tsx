import { useId, useState } from 'react'
import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import type { PlusOne } from '@kernel/plus-ones'
import { companionsAllowedMessage } from './companions-allowed'

/**
 * The accompanying guests: a name, adult or kid, vegetarian; rows are added and removed, up to
 * the `allowed` number the invitation leaves (the add button goes once they are all there, and
 * the sentence below says why).
 */
export function PlusOnesFields({
  value,
  allowed,
  onChange,
}: {
  value: PlusOne[]
  allowed: number
  onChange: (next: PlusOne[]) => void
}) {
  const id = useId()
  // The row just added takes the focus, which the add button it replaces would otherwise drop.
  const [added, setAdded] = useState<number | null>(null)
  const update = (index: number, patch: Partial<PlusOne>) =>
    onChange(value.map((person, i) => (i === index ? { ...person, ...patch } : person)))
  const canAdd = value.length < allowed
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Vos accompagnants</legend>
      {value.length === 0 && allowed > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">Vous venez seul(e).</p>
      )}
      {value.map((person, index) => (
        <div
          key={index}
          role="group"
          aria-label={`Accompagnant ${index + 1}`}
          className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2 dark:border-slate-800"
        >
          <input
            aria-label={`Nom de l'accompagnant ${index + 1}`}
            value={person.name}
            maxLength={200}
            autoFocus={index === added}
            onChange={(event) => update(index, { name: event.target.value })}
            className={`${FIELD_CONTROL_CLASS} min-w-0 flex-1 basis-full sm:basis-auto`}
          />
          <select
            aria-label={`Âge de l'accompagnant ${index + 1}`}
            value={person.age}
            onChange={(event) => update(index, { age: event.target.value as PlusOne['age'] })}
            className={FIELD_CONTROL_CLASS}
          >
            <option value="adult">Adulte</option>
            <option value="kid">Enfant</option>
          </select>
          <label className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={person.vegetarian}
              onChange={(event) => update(index, { vegetarian: event.target.checked })}
            />
            Végétarien
          </label>
          <button
            type="button"
            onClick={() => {
              setAdded(null)
              onChange(value.filter((_, i) => i !== index))
            }}
            className="ml-auto rounded-md px-2 py-1 text-sm text-rose-700 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-slate-800"
            aria-label={`Retirer l'accompagnant ${index + 1}`}
          >
            Retirer
          </button>
        </div>
      ))}
      {canAdd && (
        <button
          type="button"
          onClick={() => {
            setAdded(value.length)
            onChange([...value, { name: '', age: 'adult', vegetarian: false }])
          }}
          aria-describedby={`${id}-allowed`}
          className="w-fit rounded-md px-2 py-1 text-sm font-medium text-rose-700 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-slate-800"
        >
          + Ajouter un accompagnant
        </button>
      )}
      <p id={`${id}-allowed`} className="text-sm text-slate-600 dark:text-slate-300">
        {companionsAllowedMessage(allowed)}
      </p>
    </fieldset>
  )
}
