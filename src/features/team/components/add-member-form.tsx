import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { toast } from '@/lib/toast'
import { inviteEmail } from '../invite-answer'

/**
 * SPEC §2/§5 add-member form: one e-mail, trimmed and required (the button waits for one). The
 * address itself is checked by /api/invite-user, whose error text is shown as it comes.
 */
export function AddMemberForm({ onInvite }: { onInvite: (email: string) => Promise<string> }) {
  const titleId = useId()
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const email = inviteEmail(value)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (email === null || busy) return
    setBusy(true)
    try {
      toast.success(await onInvite(email))
      setValue('')
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-semibold">
        Add a team member
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        People who already have an account join at once; anyone else receives an invitation by e-mail.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={email === null || busy}>
          Add member
        </Button>
      </div>
    </form>
  )
}
