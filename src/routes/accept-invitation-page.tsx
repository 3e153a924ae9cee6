import { AcceptInvitationForm } from '@/features/auth/components/accept-invitation-form'

/** /accept-invitation: an invited user gives their name to join, or declines (SPEC §2). */
export function AcceptInvitationPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 px-6">
      <title>Accept invitation – Eventail</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">You have been invited</h1>
        <p className="text-slate-600 dark:text-slate-300">
          Enter your name to join the event team, or reject the invitation to delete your account.
        </p>
      </div>
      <AcceptInvitationForm />
    </main>
  )
}
