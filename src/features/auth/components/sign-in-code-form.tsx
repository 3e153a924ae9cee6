import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { verifySignInCode } from '../api/verify-sign-in-code'
import { CODE_LENGTH, CODE_MESSAGES, parseSignInCode, type CodeFailure } from '../sign-in-code'

/**
 * The step after 'Get magic link': the e-mail's 6-digit code signs in this browser, for when the
 * link opens in another browser or app. Same limits as the link (GoTrue's verification limits).
 */
export function SignInCodeForm({
  email,
  sentAt,
  onVerifying,
}: {
  email: string
  sentAt: number
  /** True while a code is being checked: a session appearing then comes from it. */
  onVerifying: (verifying: boolean) => void
}) {
  const headingId = useId()
  const [checking, setChecking] = useState(false)
  const [failure, setFailure] = useState<CodeFailure | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = parseSignInCode(String(new FormData(event.currentTarget).get('code') ?? ''))
    if (!code) return setFailure('malformed')
    setChecking(true)
    setFailure(null)
    onVerifying(true)
    const result = await verifySignInCode(email, code, sentAt)
    if (result.ok) return
    onVerifying(false)
    setChecking(false)
    setFailure(result.reason)
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Enter the code
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        The e-mail sent to {email} also holds a {CODE_LENGTH}-digit code. If its link opens in another browser or app,
        enter the code here to sign in on this page.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" noValidate>
        <TextField
          label="Sign-in code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH + 2}
          error={failure ? CODE_MESSAGES[failure] : null}
          errorRole="alert"
          onChange={() => setFailure(null)}
        />
        <Button type="submit" variant="secondary" disabled={checking}>
          {checking ? 'Checking…' : 'Sign in with the code'}
        </Button>
      </form>
    </section>
  )
}
