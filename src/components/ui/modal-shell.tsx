import * as Dialog from '@radix-ui/react-dialog'
import { useState, type ReactNode } from 'react'
import { CloseIcon } from './icons'

/**
 * The frame every modal shares (Radix Dialog: focus trapped inside, Escape dismisses). Our
 * modals are opened from code rather than a Dialog.Trigger, so the shell remembers what had
 * focus and restores it itself: Radix would otherwise return focus to its (absent) trigger.
 * It is noted as the modal renders open, before a field inside takes focus with autoFocus
 * (onOpenAutoFocus comes after, and would note that field).
 */
export function ModalShell({
  open,
  onOpenChange,
  title,
  description,
  className,
  closeLabel,
  lang,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** Width and overflow of the panel; position and colours are the shell's. */
  className: string
  /**
   * A visible × in the corner, named for screen readers ('Fermer' on French pages): on a phone
   * there is no Escape key and the overlay around the panel is a sliver, so without it a guest
   * has no way out. Last in the tab order, so opening still focuses the dialog's first field.
   */
  closeLabel?: string
  /** The dialog's language where it differs from the page's ('fr' on the guests' pages). */
  lang?: string
  children: ReactNode
}) {
  // React's "adjust state while rendering": noted in the render that opens the modal.
  const [opening, setOpening] = useState<{ open: boolean; from: Element | null }>({ open: false, from: null })
  if (opening.open !== open) setOpening({ open, from: open ? document.activeElement : opening.from })
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          lang={lang}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (opening.from instanceof HTMLElement) opening.from.focus()
          }}
          className={`fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900 ${className}`}
        >
          <Dialog.Title className={`text-lg font-semibold ${closeLabel ? 'pr-10' : ''}`}>{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </Dialog.Description>
          {children}
          {closeLabel && (
            <Dialog.Close
              aria-label={closeLabel}
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <CloseIcon width={20} height={20} />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Closes the surrounding modal (a Cancel button, say). */
export const ModalClose = Dialog.Close
