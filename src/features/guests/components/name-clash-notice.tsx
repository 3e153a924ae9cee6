import type { GuestRow } from '../types'

/**
 * The names several guests share (issue 29), above the list until they are told apart: the RSVP
 * by name opens none of them and sends them to their personal link.
 */
export function NameClashNotice({
  clashes,
  onEdit,
}: {
  clashes: readonly (readonly GuestRow[])[]
  onEdit: (guest: GuestRow) => void
}) {
  if (clashes.length === 0) return null
  return (
    <section
      aria-labelledby="name-clash-heading"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="name-clash-heading" className="font-semibold">
        {clashes.length === 1 ? 'A name is' : `${clashes.length} names are`} on the list more than once
      </h2>
      <p>
        Guests with the same name cannot answer by name on the website: send each one their personal invitation link, or
        tell them apart (e.g. “Claire Martin (Lyon)”).
      </p>
      <ul className="flex flex-col gap-1">
        {clashes.map((same) => (
          <li key={same[0].id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium break-words">
              {same[0].name.trim()} ×{same.length}
            </span>
            {same.map((guest, index) => (
              <button
                key={guest.id}
                type="button"
                className="underline underline-offset-2"
                onClick={() => onEdit(guest)}
                aria-label={`Edit ${guest.name.trim()} (${index + 1} of ${same.length})`}
              >
                Edit {index + 1}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
