import { Button } from './button'
import { ModalClose, ModalShell } from './modal-shell'

/** A modal yes/no question; Escape and Cancel dismiss, and the confirm button stays disabled while `pending`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  pending?: boolean
  onConfirm: () => void
}) {
  return (
    <ModalShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className="w-[min(28rem,calc(100vw-2rem))]"
    >
      <div className="mt-6 flex justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </ModalShell>
  )
}
