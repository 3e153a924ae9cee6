import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import { FIELD_LABELS, type ImportField } from '../csv/guest-import'

const SEPARATOR_NAMES = { ';': 'semicolon', ',': 'comma', '\t': 'tab' } as const

/**
 * The mapping step: every column the file has, with the field it fills as recognised from its
 * header, which the organiser can change (a spreadsheet's own headings: 'Invité·e', 'Adresse').
 */
export function ImportMapping({
  headers,
  delimiter,
  fields,
  onChange,
}: {
  headers: readonly string[]
  delimiter: keyof typeof SEPARATOR_NAMES
  fields: readonly (ImportField | null)[]
  onChange: (fields: (ImportField | null)[]) => void
}) {
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <legend className="font-medium">Columns found</legend>
      <p className="text-slate-600 dark:text-slate-400">
        Separator: {SEPARATOR_NAMES[delimiter]}. Choose what each column holds; the preview below follows.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {headers.map((header, index) => (
          <li key={index} className="flex flex-col gap-1">
            <label className="flex flex-col gap-1">
              <span className="truncate font-medium" title={header}>
                {header || `(column ${index + 1}, no heading)`}
              </span>
              <select
                value={fields[index] ?? ''}
                className={FIELD_CONTROL_CLASS}
                onChange={(event) =>
                  onChange(
                    fields.map((f, i) => (i === index ? ((event.target.value || null) as ImportField | null) : f)),
                  )
                }
              >
                <option value="">Not imported</option>
                {(Object.keys(FIELD_LABELS) as ImportField[]).map((field) => (
                  <option key={field} value={field}>
                    {FIELD_LABELS[field]}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
