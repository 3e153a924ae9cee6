import { Skeleton } from '@/components/ui/skeleton'

/** SPEC §2 event guard: skeleton placeholders while the event loads. */
export function EventFrameSkeleton() {
  return (
    <div role="status" aria-label="Loading event">
      <div className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl gap-4 px-6 py-3">
          {Array.from({ length: 9 }, (_, index) => (
            <Skeleton key={index} className="h-5 w-16" />
          ))}
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-6">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  )
}
