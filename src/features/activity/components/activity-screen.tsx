import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useEvent } from '@/entities/event'
import { ACTIVITY_PAGE_SIZE, ActivityItem, useActivity, useActivityRealtime } from '@/entities/activity'

/** /admin/event/{id}/activity (SPEC §2): the full feed, newest first, with Load more; live. */
export function ActivityScreen() {
  const { event } = useEvent()
  const [count, setCount] = useState(ACTIVITY_PAGE_SIZE)
  const feed = useActivity(event.id, count)
  useActivityRealtime(event.id)
  const entries = feed.data?.entries ?? []

  let body
  if (!feed.data && feed.error) {
    body = (
      <LoadError onRetry={() => void feed.mutate()}>
        Error loading activity: {feed.error instanceof Error ? feed.error.message : String(feed.error)}
      </LoadError>
    )
  } else if (!feed.data) {
    body = (
      <div role="status" aria-label="Loading activity" className="flex flex-col gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    )
  } else if (entries.length === 0) {
    body = <p className="text-slate-600 dark:text-slate-300">No activity for the moment.</p>
  } else {
    body = (
      <>
        <ul aria-label="Activity" className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </ul>
        {feed.data?.more && (
          <Button
            variant="secondary"
            className="mt-4"
            disabled={feed.isValidating}
            onClick={() => setCount((n) => n + ACTIVITY_PAGE_SIZE)}
          >
            Load more
          </Button>
        )}
      </>
    )
  }
  return (
    <section className="py-6">
      <h1 className="mb-4 text-2xl font-semibold">Activity</h1>
      {body}
    </section>
  )
}
