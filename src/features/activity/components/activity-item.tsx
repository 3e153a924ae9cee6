import { activityDate, activityText, type ActivityEntry } from '../activity-text'

// A colour per kind of entry (text says what happened; the dot only helps scanning).
const MARKS: Record<string, string> = {
  photo_upload: 'bg-sky-500',
  rsvp: 'bg-emerald-500',
  gift_purchase: 'bg-amber-500',
  todo_completed: 'bg-violet-500',
}

/** One feed entry: what happened and when. */
export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${MARKS[entry.type] ?? 'bg-slate-400'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm">{activityText(entry)}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={entry.created_at}>{activityDate(entry.created_at)}</time>
        </p>
      </div>
    </li>
  )
}
