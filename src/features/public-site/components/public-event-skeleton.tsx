import { Skeleton } from '@/components/ui/skeleton'

/** Holds the hero's place while the event loads, so nothing shifts when it arrives. */
export function PublicEventSkeleton() {
  return (
    <section aria-busy="true" className="flex min-h-[60dvh] flex-col items-center justify-center gap-4">
      <span className="sr-only">Chargement…</span>
      <Skeleton className="h-10 w-72 max-w-full sm:h-12" />
      <Skeleton className="h-7 w-40" />
      <Skeleton className="mt-4 h-9 w-44" />
    </section>
  )
}
