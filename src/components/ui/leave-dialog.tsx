import { ConfirmDialog } from './confirm-dialog'

/** SPEC §2/§8: the in-app question before leaving a page with unsaved changes. */
export function LeaveDialog({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title="Changes not saved"
      description="You have unsaved changes. If you leave this page now, they will be lost."
      confirmLabel="Leave without saving"
      onConfirm={onLeave}
    />
  )
}
