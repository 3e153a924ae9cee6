/** A module screen not built yet: says so plainly instead of failing. */
export function EventModulePlaceholder({ title }: { title: string }) {
  return (
    <section className="py-10">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">This screen is coming soon.</p>
    </section>
  )
}
