import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { loadToasts, toast } from '@/lib/toast'
import { sendMagicLink } from '../api/send-magic-link'
import { SIGN_IN_MESSAGES } from '../sign-in-error'
import { normalizeEmail } from '../sign-in-email'
import { useResendCountdown } from '../resend-countdown'
import { SignInCodeForm } from './sign-in-code-form'

/**
 * SPEC §2 admin sign-in: e-mail, 'Get magic link', then a 60-second countdown before resending.
 * Once the e-mail is sent, its code may be entered instead of following its link.
 */
export function LoginForm({
  disabled = false,
  onVerifyingCode,
}: {
  disabled?: boolean
  onVerifyingCode: (verifying: boolean) => void
}) {
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null)
  const countdown = useResendCountdown()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = normalizeEmail(String(new FormData(event.currentTarget).get('email') ?? ''))
    if (!email) return
    setSending(true)
    void loadToasts() // fetched while the request runs, so the answer's toast shows at once
    const result = await sendMagicLink(email)
    setSending(false)
    // A sent link starts the countdown, and so does the server's own wait for this address (sent
    // from another tab, or before a reload); after a typo or another refusal one may retry at once.
    if (result.ok) {
      countdown.start()
      setSent({ email, at: Date.now() })
    } else if (result.retryInSeconds) countdown.start(result.retryInSeconds * 1000)
    const message = SIGN_IN_MESSAGES[result.ok ? 'sent' : result.reason]
    const show = result.ok ? toast.success : toast.error
    show(message.title, { description: message.description })
  }

  const waiting = countdown.seconds > 0
  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
        />
        <Button
          type="submit"
          disabled={disabled || sending || waiting}
          aria-describedby={waiting ? 'resend-countdown' : undefined}
        >
          {sending ? 'Sending...' : 'Get magic link'}
        </Button>
        {waiting && (
          <p id="resend-countdown" className="text-center text-sm text-slate-600 dark:text-slate-300">
            You can request a new link in {countdown.seconds} s.
          </p>
        )}
      </form>
      {sent && <SignInCodeForm key={sent.at} email={sent.email} sentAt={sent.at} onVerifying={onVerifyingCode} />}
    </div>
  )
}
