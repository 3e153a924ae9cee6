import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { ActivityItem, useActivity, useActivityRealtime } from '@/entities/activity'
import { isModuleOn, useEvent } from '@/entities/event'
import { readSiteContent } from '@kernel/site-content'
import { countVegetarians } from '@kernel/vegetarians'
import { formatEurosEn } from '@/lib/money'
import { eventCountdown } from '../countdown'
import { useGuestRatio, usePhotoCount, usePurchasedTotal, useTodosDue } from '../api/get-overview'
import { overviewKeys } from '../api/keys'
import { GettingStartedCard } from './getting-started-card'
import { OverviewCard } from './overview-card'
import { RsvpAnswersCard } from './rsvp-answers-card'

const LATEST = 8

/** /admin/event/{id}/ (SPEC §2): countdown, guests, money, todos due, photos, latest activity; live. */
export function OverviewScreen() {
  const { event } = useEvent()
  const on = (module: Parameters<typeof isModuleOn>[1]) => isModuleOn(event.moduleActivation, module)
  const guests = useGuestRatio(event.id, on('guests'))
  const money = usePurchasedTotal(event.id, on('gifts'))
  const todos = useTodosDue(event.id, on('todos'))
  const photos = usePhotoCount(event.id, on('photo-sharing'))
  const latest = useActivity(event.id, LATEST)
  // Each new activity (an RSVP, a purchase, an upload, a completed todo) can change any figure.
  useActivityRealtime(event.id, overviewKeys.figures(event.id))
  const countdown = eventCountdown(event.date)
  // Counted as the guests screen counts them: ticked companions and vegetarian menu choices.
  const vegetarians = useMemo(
    () =>
      guests.data ? countVegetarians(guests.data.guests, readSiteContent(event.siteContent).questions) : undefined,
    [guests.data, event.siteContent],
  )
  const entries = latest.data?.entries

  return (
    <section className="py-6">
      <h1 className="mb-6 text-2xl font-semibold">Overview</h1>
      <GettingStartedCard event={event} guestCount={on('guests') ? guests.data?.guests.length : 0} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <OverviewCard label="Countdown" value={countdown ?? 'No date'} />
        {on('guests') && (
          <OverviewCard
            label="Guests"
            failed={!!guests.error}
            value={guests.data && `${guests.data.confirmed} / ${guests.data.total}`}
            detail={`people confirmed / invited, plus-ones included${vegetarians === undefined ? '' : ` · ${vegetarians} ${vegetarians === 1 ? 'vegetarian' : 'vegetarians'}`}`}
          />
        )}
        {on('gifts') && (
          <OverviewCard
            label="Money"
            failed={!!money.error}
            value={money.data === undefined ? undefined : formatEurosEn(money.data)}
            detail="from reserved gifts"
          />
        )}
        {on('todos') && (
          <OverviewCard
            label="Todos due"
            failed={!!todos.error}
            value={todos.data?.due}
            detail={todos.data && `${todos.data.overdue} overdue`}
          />
        )}
        {on('photo-sharing') && (
          <OverviewCard label="Photos" failed={!!photos.error} value={photos.data} detail="shared by guests" />
        )}
      </div>
      {on('guests') && <RsvpAnswersCard eventId={event.id} siteContent={event.siteContent} />}
      <section aria-labelledby="recent-activity" className="mt-8">
        <div className="flex items-baseline justify-between">
          <h2 id="recent-activity" className="text-lg font-semibold">
            Recent activity
          </h2>
          <Link to="activity" className="text-sm text-rose-600 hover:underline dark:text-rose-400">
            See all
          </Link>
        </div>
        {latest.error && !entries ? (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            Error loading activity.
          </p>
        ) : !entries ? (
          <div role="status" aria-label="Loading activity" className="mt-3 flex flex-col gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : entries.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">No activity for the moment.</p>
        ) : (
          <ul aria-label="Recent activity" className="divide-y divide-slate-200 dark:divide-slate-800">
            {entries.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
