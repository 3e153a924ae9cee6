import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type ReactNode } from 'react'

/**
 * The frame every modal shares (Radix Dialog: focus trapped inside, Escape dismisses). Our
 * modals are opened from code rather than a Dialog.Trigger, so the shell remembers what had
 * focus and restores it itself: Radix would otherwise return focus to its (absent) trigger.
 */
export function ModalShell({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** Width and overflow of the panel; position and colours are the shell's. */
  className: string
  children: ReactNode
}) {
  const returnFocusTo = useRef<Element | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (returnFocusTo.current instanceof HTMLElement) returnFocusTo.current.focus()
          }}
          className={`fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900 ${className}`}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Closes the surrounding modal (a Cancel button, say). */
export const ModalClose = Dialog.Close
