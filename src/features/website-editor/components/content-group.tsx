import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/** One list of the site's content in the panel: its heading, its entries, and the button that adds one. */
export function ContentGroup({
  id,
  title,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  id: string
  title: string
  addLabel: string
  /** False once the list holds the most it may. */
  canAdd: boolean
  onAdd: () => void
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      {children}
      {canAdd && (
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </section>
  )
}
