import { useId, type ReactNode } from 'react'
import { normalizeSlugInput, SLUG_MAX_LENGTH } from '@kernel/slug-rules'
import type { SlugStatus } from '../slug-status'

const NOTES: Partial<Record<SlugStatus['kind'], { text: string; tone: 'muted' | 'ok' }>> = {
  checking: { text: 'Checking availability…', tone: 'muted' },
  available: { text: 'This URL is available.', tone: 'ok' },
  empty: { text: 'Without a URL, the event page uses the event ID.', tone: 'muted' },
  unknown: { text: 'Could not check this URL right now; it is checked again on save.', tone: 'muted' },
}

const TONES = {
  muted: 'text-slate-600 dark:text-slate-400',
  ok: 'text-emerald-700 dark:text-emerald-400',
  error: 'text-rose-700 dark:text-rose-400',
}

/**
 * SPEC §2/§5 event URL slug: the public address prefix, the slug box and its live status. Before a
 * saved slug is changed, it says that links to the old address keep working (the database keeps
 * leading them to the event).
 * Not a TextField: the address prefix sits inside the box, and the line under it is a live status
 * (checking, available, taken…) that is an error only sometimes, announced as it changes.
 */
export function SlugField({
  value,
  onChange,
  status,
  origin,
  savedSlug = '',
  action,
}: {
  value: string
  onChange: (slug: string) => void
  status: SlugStatus
  origin: string
  /** The slug the event has now, if any (none in the new-event wizard). */
  savedSlug?: string
  /** A control beside the box, such as the copy button. */
  action?: ReactNode
}) {
  const id = useId()
  const prefixId = `${id}-prefix`
  const messageId = `${id}-message`
  const oldLinksId = `${id}-old-links`
  const error = status.kind === 'invalid' || status.kind === 'taken' ? status.message : null
  const note = error ? { text: error, tone: 'error' as const } : NOTES[status.kind]
  const base = origin.replace(/\/+$/, '')
  const movesOldLinks = savedSlug.trim() !== '' && status.kind !== 'unchanged' && !error
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Event URL
      </label>
      <div className="flex items-stretch gap-2">
        <div className="flex min-w-0 flex-1 items-center rounded-md border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-rose-500 dark:border-slate-700 dark:bg-slate-900">
          <span id={prefixId} className="truncate pl-3 text-sm text-slate-600 select-none dark:text-slate-400">
            {base}/
          </span>
          <input
            id={id}
            value={value}
            onChange={(event) => onChange(normalizeSlugInput(event.target.value))}
            maxLength={SLUG_MAX_LENGTH + 1}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${prefixId} ${messageId}${movesOldLinks ? ` ${oldLinksId}` : ''}`}
            className="min-w-0 flex-1 bg-transparent py-2 pr-3 text-base focus:outline-none"
          />
        </div>
        {action}
      </div>
      <p id={messageId} aria-live="polite" className={`min-h-5 text-sm ${note ? TONES[note.tone] : ''}`}>
        {note?.text}
      </p>
      {movesOldLinks && (
        <p id={oldLinksId} className="text-sm text-slate-600 dark:text-slate-400">
          Old links keep working: {base}/{savedSlug.trim()} will lead guests to the new address until another event
          takes it.
        </p>
      )}
    </div>
  )
}
