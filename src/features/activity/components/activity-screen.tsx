import { useState } from 'react'
import { mutate } from 'swr'
import { Button } from '../../../components/ui/button'
import { keyStartsWith } from '../../../lib/data/query-keys'
import { Skeleton } from '../../../components/ui/skeleton'
import { useEvent } from '../../events'
import { ACTIVITY_PAGE_SIZE, useActivityFeed } from '../api/get-activity-page'
import { useActivityRealtime } from '../use-activity-realtime'
import { ActivityItem } from './activity-item'

/** /admin/event/{id}/activity (SPEC §2): the full feed, newest first, with Load more; live. */
export function ActivityScreen() {
  const { event } = useEvent()
  const [count, setCount] = useState(ACTIVITY_PAGE_SIZE)
  const feed = useActivityFeed(event.id, count)
  useActivityRealtime(event.id, () => void mutate(keyStartsWith('event_activity', event.id)))
  const entries = feed.data?.entries ?? []

  let body
  if (!feed.data && feed.error) {
    body = (
      <div role="alert" className="flex items-center gap-3 text-sm">
        Error loading activity: {feed.error instanceof Error ? feed.error.message : String(feed.error)}
        <Button variant="secondary" onClick={() => void feed.mutate()}>
          Retry
        </Button>
      </div>
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
