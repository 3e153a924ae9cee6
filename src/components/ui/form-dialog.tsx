import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type ReactNode } from 'react'

/**
 * A modal holding a form (Radix Dialog: focus trapped, Escape dismisses). Like ConfirmDialog it
 * is opened from code, so it gives focus back to whatever had it before opening.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
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
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Closes the surrounding FormDialog (a Cancel button, say). */
export const FormDialogClose = Dialog.Close
