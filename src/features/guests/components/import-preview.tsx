import type { ParsedImport } from '../csv/guest-import'
import { formatPlusOnes } from '../csv/plus-ones-text'
import { STATUS_LABELS } from '../types'

/** What the file holds, column by column and row by row, before anything is written. */
export function ImportPreview({
  parsed,
  duplicates,
  chosen,
  onChoose,
}: {
  parsed: ParsedImport
  duplicates: ReadonlySet<number>
  chosen: ReadonlySet<number>
  onChoose: (line: number, on: boolean) => void
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="max-h-80 overflow-auto rounded-md border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Guests in the file</caption>
          <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className="px-2 py-1">
                Line
              </th>
              <th scope="col" className="px-2 py-1">
                Name
              </th>
              <th scope="col" className="px-2 py-1">
                E-mail
              </th>
              <th scope="col" className="px-2 py-1">
                Status
              </th>
              <th scope="col" className="px-2 py-1">
                Plus-ones
              </th>
              <th scope="col" className="px-2 py-1">
                Allowed
              </th>
              <th scope="col" className="px-2 py-1">
                Comment
              </th>
            </tr>
          </thead>
          <tbody>
            {parsed.rows.map((row) => {
              const duplicate = duplicates.has(row.line)
              return (
                <tr
                  key={row.line}
                  className={`border-t border-slate-200 align-top dark:border-slate-800 ${duplicate && !chosen.has(row.line) ? 'text-slate-500' : ''}`}
                >
                  <td className="px-2 py-1 tabular-nums">{row.line}</td>
                  <td className="px-2 py-1">
                    {row.name}
                    {duplicate && (
                      <label className="mt-1 flex items-center gap-1 text-xs text-amber-800 dark:text-amber-300">
                        <input
                          type="checkbox"
                          checked={chosen.has(row.line)}
                          onChange={(event) => onChoose(row.line, event.target.checked)}
                        />
                        Already on the list: import anyway
                        <span className="sr-only">
                          {' '}
                          ({row.name}, line {row.line})
                        </span>
                      </label>
                    )}
                  </td>
                  <td className="px-2 py-1 break-all">{row.email}</td>
                  <td className="px-2 py-1">{STATUS_LABELS[row.status]}</td>
                  <td className="px-2 py-1">{formatPlusOnes(row.plus_ones)}</td>
                  <td className="px-2 py-1 tabular-nums">
                    {/* Empty: the event's 'Guests may bring' applies. */}
                    {row.max_party_size ?? ''}
                  </td>
                  <td className="px-2 py-1 break-words">{row.comment}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
