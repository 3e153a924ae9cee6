import { useState, type FormEvent } from 'react'
import { Navigate } from 'react-router-dom'
import { Button } from '../components/ui/button'
import { sendMagicLink } from '../features/auth/api/send-magic-link'
import { SIGN_IN_MESSAGES } from '../features/auth/sign-in-error'
import { useSession } from '../features/auth/use-session'
import { paths } from '../lib/paths'
import { loadToasts, toast } from '../lib/toast'

/** Placeholder sign-in screen; the full form (validation, resend countdown) comes with the auth screens. */
export function LoginPage() {
  const { status } = useSession()
  const [sending, setSending] = useState(false)

  if (status === 'signed-in') return <Navigate to={paths.admin()} replace />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    setSending(true)
    void loadToasts() // fetched while the request runs, so the answer's toast shows at once
    const result = await sendMagicLink(email)
    setSending(false)
    const message = SIGN_IN_MESSAGES[result.ok ? 'sent' : result.reason]
    const show = result.ok ? toast.success : toast.error
    show(message.title, { description: message.description })
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 px-6">
      <h1 className="text-2xl font-semibold">Sign in to Eventail</h1>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Email
          <input
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <Button type="submit" disabled={sending || status === 'loading'}>
          {sending ? 'Sending...' : 'Get magic link'}
        </Button>
      </form>
    </main>
  )
}
