import { useId, type DragEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/text-area-field'

/**
 * One entry of a list the panel edits (a programme item, a section, a FAQ entry, a question):
 * folded under its title once written, with Remove and, for ordered lists, Move up / Move down
 * (the keyboard's way) beside dragging the card (the pointer's).
 */
export function EntryCard({
  label,
  summary,
  open,
  onRemove,
  move,
  children,
}: {
  /** The card's accessible name: 'Programme item 2'. */
  label: string
  summary: string
  open: boolean
  onRemove: () => void
  move?: {
    index: number
    count: number
    onMove: (from: number, to: number) => void
  }
  children: ReactNode
}) {
  // The title is the handle: inputs inside a draggable element could no longer select text.
  const handle = move && {
    draggable: true,
    onDragStart: (event: DragEvent) => event.dataTransfer.setData('text/x-entry-index', String(move.index)),
  }
  const drop = move && {
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      const from = Number(event.dataTransfer.getData('text/x-entry-index'))
      if (Number.isInteger(from) && from !== move.index) move.onMove(from, move.index)
    },
  }
  return (
    <details
      open={open || undefined}
      role="group"
      aria-label={label}
      className="rounded-md border border-slate-200 p-2 dark:border-slate-800"
      {...drop}
    >
      <summary {...handle} className={`cursor-pointer truncate text-sm font-medium ${move ? 'cursor-grab' : ''}`}>
        {summary || label}
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        {children}
        <div className="flex flex-wrap gap-1">
          {move && (
            <>
              <Button
                variant="ghost"
                disabled={move.index === 0}
                onClick={() => move.onMove(move.index, move.index - 1)}
                aria-label={`Move ${summary || label} up`}
              >
                Move up
              </Button>
              <Button
                variant="ghost"
                disabled={move.index === move.count - 1}
                onClick={() => move.onMove(move.index, move.index + 1)}
                aria-label={`Move ${summary || label} down`}
              >
                Move down
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${summary || label}`}>
            Remove
          </Button>
        </div>
      </div>
    </details>
  )
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(to, 0, entry)
  return next
}

export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  softLimit,
  rows = 3,
  hint,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength?: number
  /**
   * A limit counted instead of enforced: a paste over it is kept whole (cutting it lost the end
   * of a guest's directions unseen, issue 29), a counter shows from 80 % of it, and the editor
   * refuses to publish until the text fits.
   */
  softLimit?: number
  rows?: number
  hint?: string
}) {
  const countId = useId()
  const counting = softLimit !== undefined && value.length >= softLimit * 0.8
  const over = softLimit !== undefined && value.length > softLimit
  return (
    <div className="flex flex-col gap-1">
      <TextAreaField
        label={label}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        description={hint}
        // Over the soft limit the text is kept, marked invalid, and the counter says by how much.
        aria-invalid={over ? true : undefined}
        aria-describedby={counting ? countId : undefined}
      />
      {counting && softLimit !== undefined && (
        <span
          id={countId}
          aria-live="polite"
          className={`text-xs tabular-nums ${over ? 'text-rose-700 dark:text-rose-400' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {value.length.toLocaleString('en')} / {softLimit.toLocaleString('en')} characters
          {over && ` — ${(value.length - softLimit).toLocaleString('en')} too many`}
        </span>
      )}
    </div>
  )
}
