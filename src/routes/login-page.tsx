import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import { ThemeToggle } from '@/components/ui/theme-toggle'
import { LoginForm } from '@/features/auth/components/login-form'
import { SignedInNotice } from '@/features/auth/components/signed-in-notice'
import { useSession } from '@/entities/session'
import { paths } from '@/lib/paths'

/**
 * /login. Arriving with a session redirects to /admin (SPEC §2). When the session appears while
 * the form is on screen, the e-mailed link was opened in another tab (which went on to /admin):
 * this tab then says 'Successfully logged in' and that it can be closed (SPEC §2 sign-in). A
 * session from the e-mail's code, entered here, goes on to /admin.
 */
export function LoginPage() {
  const { status } = useSession()
  const [sawSignedOut, setSawSignedOut] = useState(false)
  const [verifyingCode, setVerifyingCode] = useState(false)
  if (status === 'signed-out' && !sawSignedOut) setSawSignedOut(true)
  if (status === 'signed-in' && (!sawSignedOut || verifyingCode)) return <Navigate to={paths.admin()} replace />

  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 px-6">
      <div className="fixed top-3 right-3">
        <ThemeToggle />
      </div>
      {status === 'signed-in' ? (
        <SignedInNotice />
      ) : (
        <>
          <h1 className="text-2xl font-semibold">Sign in to Eventail</h1>
          <LoginForm disabled={status === 'loading'} onVerifyingCode={setVerifyingCode} />
        </>
      )}
    </main>
  )
}
