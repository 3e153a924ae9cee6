import { useEffect, useRef, type ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-frame'

/**
 * A step's error and buttons, kept at the bottom of the dialog's visible part while its content
 * scrolls (issue 29): on a phone a long step (accompanying guests, questions) pushed the error
 * and the buttons below the fold, half hidden, just when the guest had to read and act on them.
 * The wizard's panel is the scroll container; Chromium sticks within its padding, hence -bottom-6: the
 * bar meets the panel's bottom edge, covering the padding beneath it.
 */
export function StepActions({ error, children }: { error: string | null; children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null)
  // A new error comes into view with the buttons, even when the keyboard had scrolled the panel.
  useEffect(() => {
    if (error) bar.current?.scrollIntoView?.({ block: 'nearest' })
  }, [error])
  return (
    <div
      ref={bar}
      className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col gap-2 border-t border-slate-200 bg-white px-6 pt-3 pb-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {error && (
        <FieldError role="alert" className="wrap-anywhere">
          {error}
        </FieldError>
      )}
      {children}
    </div>
  )
}
