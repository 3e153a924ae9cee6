import { useId, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { PlusIcon } from '@/components/ui/icons'

/** A titled list (Today, Incoming, Done) with its optional 'Add a todo' action and empty text. */
export function TodoSection({
  title,
  empty,
  count,
  onAdd,
  children,
}: {
  title: string
  empty: string
  count: number
  onAdd?: () => void
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {onAdd && (
          <Button variant="secondary" className="px-3 py-1.5" onClick={onAdd} aria-label={`Add a todo to ${title}`}>
            <PlusIcon />
            Add a todo
          </Button>
        )}
      </div>
      {count === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </section>
  )
}
