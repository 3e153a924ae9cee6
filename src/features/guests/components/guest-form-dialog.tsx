import { FormDialog } from '@/components/ui/form-dialog'
import { toast } from '@/lib/toast'
import { useSaveGuest } from '../api/save-guest'
import { emptyGuest, formValuesOf, type GuestInput } from '../guest-input'
import { guestNamed } from '../name-clash'
import type { GuestRow } from '../types'
import { GuestForm } from './guest-form'

/**
 * Add a guest (guest = null) or edit one. Toasts per SPEC §8; stays open on failure so nothing
 * typed is lost.
 */
export function GuestFormDialog({
  eventId,
  guest,
  guests = [],
  onClose,
}: {
  eventId: string
  guest: GuestRow | null
  /** The list as loaded, to warn about a name already on it. */
  guests?: readonly GuestRow[]
  onClose: () => void
}) {
  const save = useSaveGuest(eventId)

  async function submit(input: GuestInput) {
    try {
      await save(input, guest)
    } catch (error) {
      console.error('Saving a guest failed', error)
      toast.error('An error occurred', { description: error instanceof Error ? error.message : undefined })
      return
    }
    toast.success(guest ? 'Guest updated!' : 'Guest added!')
    onClose()
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={guest ? 'Edit guest' : 'Add a guest'}
      description="The party size counts the guest and their plus-ones; it is 0 once declined."
    >
      <GuestForm
        initial={guest ? formValuesOf(guest) : emptyGuest()}
        submitLabel={guest ? 'Save' : 'Add'}
        onSubmit={submit}
        nameTakenBy={(name) => guestNamed(guests, name, guest?.id ?? null)?.name}
      />
    </FormDialog>
  )
}
