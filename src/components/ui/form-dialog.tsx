import type { ReactNode } from 'react'
import { ModalClose, ModalShell } from './modal-shell'

/** A modal holding a form; like every modal it gives focus back to whatever had it before opening. */
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
  return (
    <ModalShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className="max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto"
    >
      <div className="mt-4">{children}</div>
    </ModalShell>
  )
}

/** Closes the surrounding FormDialog (a Cancel button, say). */
export const FormDialogClose = ModalClose
