/** Placeholder route until its screen lands. */
export function AdminUsersPage() {
  return <main className="mx-auto max-w-5xl px-6 py-10" />
}
