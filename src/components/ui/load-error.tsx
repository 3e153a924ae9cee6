import type { ReactNode } from 'react'
import { Button } from './button'

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "The guest list could not be loaded." */
  children: ReactNode
  /** Reads again (usually the SWR hook's `mutate`). */
  onRetry: () => void
  /** Tighter, for a card or a menu rather than a whole screen. */
  compact?: boolean
}

/**
 * The one way a list or screen says its data did not load: an alert with the sentence and a
 * Retry button, in the same colours everywhere (ARCHITECTURE "one `<LoadError>` for lists").
 */
export function LoadError({ children, onRetry, compact = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={
        'flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-200 ' +
        (compact ? '' : 'rounded-lg border border-red-200 p-4 dark:border-red-900')
      }
    >
      <span>{children}</span>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}
