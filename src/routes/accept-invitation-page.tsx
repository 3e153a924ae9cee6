/** Placeholder route until its screen lands. */
export function AcceptInvitationPage() {
  return <main className="mx-auto max-w-5xl px-6 py-10" />
}
