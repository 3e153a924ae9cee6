import { useId, type ReactNode } from 'react'

/** A titled section of a settings-like screen; the heading names the region for screen readers. */
export function Card({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string
  description?: ReactNode
  tone?: 'default' | 'danger'
  children: ReactNode
}) {
  const titleId = useId()
  const border = tone === 'danger' ? 'border-rose-300 dark:border-rose-900' : 'border-slate-200 dark:border-slate-800'
  return (
    <section aria-labelledby={titleId} className={`rounded-lg border p-5 ${border}`}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  )
}
