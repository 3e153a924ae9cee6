/** Placeholder for the dashboard (event list and todo widget) at /admin. */
export function AdminHomePage() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Your events will appear here.</p>
    </main>
  )
}
