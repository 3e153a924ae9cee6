import type { ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'

/** One figure of the overview: a label, the figure (a skeleton while loading) and a detail line. */
export function OverviewCard({
  label,
  value,
  detail,
  failed,
}: {
  label: string
  value: ReactNode | undefined
  detail?: ReactNode
  failed?: boolean
}) {
  return (
    <section aria-label={label} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</h2>
      {failed ? (
        <p className="mt-2 text-sm text-red-600 dark:text-red-400">Could not load</p>
      ) : value === undefined ? (
        <Skeleton className="mt-2 h-8 w-20" />
      ) : (
        <p className="mt-1 text-3xl font-semibold tabular-nums">{value}</p>
      )}
      {detail && value !== undefined && !failed && (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{detail}</p>
      )}
    </section>
  )
}
