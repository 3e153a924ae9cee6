import { activityDate, activityKind, activityText, type ActivityEntry, type ActivityKind } from '../activity-text'

// A colour per kind of entry (text says what happened; the dot only helps scanning).
const MARKS: Record<ActivityKind, string> = {
  photo: 'bg-sky-500',
  'rsvp-yes': 'bg-emerald-500',
  'rsvp-no': 'bg-rose-500',
  gift: 'bg-amber-500',
  todo: 'bg-violet-500',
  team: 'bg-rose-400',
  other: 'bg-slate-400',
}

/** One feed entry: what happened and when. */
export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${MARKS[activityKind(entry)]}`} />
      <div className="min-w-0 flex-1">
        <p className="text-sm">{activityText(entry)}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={entry.created_at}>{activityDate(entry.created_at)}</time>
        </p>
      </div>
    </li>
  )
}
