import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'

interface PopoverDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened it; it gets focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>
  title: ReactNode
  /** Controls beside the title, such as a bulk action. */
  actions?: ReactNode
  children: ReactNode
}

/**
 * A small modal dialog anchored under its trigger (header menus): Radix traps focus and closes on
 * Escape or an outside click. Render it next to the trigger inside a `relative` wrapper. The
 * trigger is not a Radix Trigger, so callers can load this (and Radix, ~13 KB gzip) lazily while
 * their button renders at once; focus is handed back to it explicitly.
 */
export function PopoverDialog({ open, onOpenChange, returnFocusTo, title, actions, children }: PopoverDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
        className="absolute right-0 top-full z-50 mt-2 flex max-h-[min(32rem,80dvh)] w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
          <Dialog.Title className="text-sm font-semibold">{title}</Dialog.Title>
          {actions}
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  )
}
