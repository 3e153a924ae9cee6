import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { monthWeeks, parseDayKey } from '../calendar-month'
import { dayKey } from '../todo-buckets'

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

/**
 * A month grid for the due date (SPEC §5: past dates disabled). Written by hand on date-fns (which
 * the app has already) instead of a date-picker library: a few KB against 15-20 KB gzip, and the
 * grid follows the WAI-ARIA date picker pattern (arrow keys move a roving focus, Enter picks).
 */
export function DueDateCalendar({
  value,
  onChange,
  labelledBy,
}: {
  value: string
  onChange: (day: string) => void
  labelledBy: string
}) {
  const today = dayKey(new Date())
  const [focused, setFocused] = useState(value || today)
  const [month, setMonth] = useState(() => startOfMonth(parseDayKey(value || today)))
  const grid = useRef<HTMLTableElement>(null)
  const captionId = useId()
  const weeks = monthWeeks(month, today)

  function moveFocus(target: string) {
    // Past days are disabled buttons, which cannot take focus: stop at today.
    const key = target < today ? today : target
    setFocused(key)
    setMonth(startOfMonth(parseDayKey(key)))
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${key}"]`)?.focus())
  }

  function onKeyDown(event: KeyboardEvent) {
    const step = STEP[event.key]
    if (step === undefined) return
    event.preventDefault()
    moveFocus(format(addDays(parseDayKey(focused), step), 'yyyy-MM-dd'))
  }

  const canGoBack = format(month, 'yyyy-MM') > today.slice(0, 7)
  return (
    <div className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className="rounded px-2 py-1 text-sm hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label="Previous month"
        >
          ‹
        </button>
        <span id={captionId} className="text-sm font-medium" aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </span>
        <button
          type="button"
          className="rounded px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          onClick={() => setMonth(addMonths(month, 1))}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={`${labelledBy} ${captionId}`}
        className="w-full text-center text-sm"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-normal text-slate-500 dark:text-slate-400">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeks.map((week) => (
            <tr key={week[0].key}>
              {week.map((day) => {
                const selected = day.key === value
                const focusable =
                  day.key === focused || (!weeks.flat().some((d) => d.key === focused) && day.key === today)
                return (
                  <td key={day.key} className="p-0.5" aria-selected={selected}>
                    <button
                      type="button"
                      data-day={day.key}
                      tabIndex={focusable ? 0 : -1}
                      disabled={day.past}
                      aria-label={format(day.date, 'EEEE, d MMMM yyyy')}
                      aria-pressed={selected}
                      aria-current={day.key === today ? 'date' : undefined}
                      onClick={() => {
                        setFocused(day.key)
                        onChange(day.key)
                      }}
                      className={`h-9 w-full rounded-md focus-visible:outline-2 focus-visible:outline-rose-500 disabled:cursor-not-allowed ${dayLook(
                        day,
                        selected,
                        today,
                      )}`}
                    >
                      {format(day.date, 'd')}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A past day stays readable when it is the selected one (an overdue todo being edited keeps its date). */
function dayLook(day: { key: string; inMonth: boolean; past: boolean }, selected: boolean, today: string): string {
  if (selected) return 'bg-rose-600 font-semibold text-white disabled:opacity-70'
  if (day.past) return 'text-slate-300 dark:text-slate-600'
  if (day.key === today)
    return 'font-semibold text-rose-700 hover:bg-slate-100 dark:text-rose-400 dark:hover:bg-slate-800'
  const tone = day.inMonth ? '' : 'text-slate-400 dark:text-slate-500'
  return `hover:bg-slate-100 dark:hover:bg-slate-800 ${tone}`
}
