import { useStorageUsage, type StorageUsage } from '../api/get-storage-usage'

/** Warn from here on: a wedding's evening of uploads can fill the last fifth of 1 GB. */
export const STORAGE_WARNING_SHARE = 0.8
/** …or from when fewer photos than an evening's uploads still fit, whatever the plan's size. */
export const STORAGE_WARNING_PHOTOS = 100
/** What the database keeps free for each photo about to be sent (private.photo_reserve_bytes). */
export const PHOTO_RESERVE_BYTES = 1024 * 1024

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`
}

export type StorageLevel = 'ok' | 'warning' | 'full'

/** Warning from 80% or fewer than 100 photos' room; full once not even one more photo fits: guests' uploads are refused from there (EV080). */
export function storageLevel(usage: StorageUsage): StorageLevel {
  if (usage.projectBytes + PHOTO_RESERVE_BYTES > usage.quotaBytes) return 'full'
  if (
    usage.projectBytes >= usage.quotaBytes * STORAGE_WARNING_SHARE ||
    usage.quotaBytes - usage.projectBytes < STORAGE_WARNING_PHOTOS * PHOTO_RESERVE_BYTES
  )
    return 'warning'
  return 'ok'
}

/** SPEC §7 photos: how much this event's photos take, against what the project's plan allows. */
export function StorageGauge({ eventId }: { eventId: string }) {
  const { data: usage } = useStorageUsage(eventId)
  if (!usage) return null
  const level = storageLevel(usage)
  const share = Math.min(1, usage.projectBytes / usage.quotaBytes)
  const photosLeft = Math.max(0, Math.floor((usage.quotaBytes - usage.projectBytes) / PHOTO_RESERVE_BYTES) - 1)
  return (
    <section
      aria-labelledby="storage-heading"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="storage-heading" className="text-base font-medium">
        Storage
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        This event's photos take {formatBytes(usage.eventPhotoBytes)}. All files of this Eventail take{' '}
        {formatBytes(usage.projectBytes)} of the {formatBytes(usage.quotaBytes)} its plan allows.
      </p>
      <meter
        aria-label="Storage used"
        min={0}
        max={usage.quotaBytes}
        low={usage.quotaBytes * STORAGE_WARNING_SHARE}
        high={usage.quotaBytes - PHOTO_RESERVE_BYTES}
        optimum={0}
        value={usage.projectBytes}
        className="h-3 w-full"
      >
        {Math.round(share * 100)}%
      </meter>
      {level === 'warning' && (
        <p
          role="status"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          Storage is almost full: room for about {photosLeft} more photos. Guests' uploads stop when it is full; delete
          photos you do not keep, or move the project to a larger plan.
        </p>
      )}
      {level === 'full' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          Storage is full: guests can no longer upload photos. Delete photos you do not keep, or move the project to a
          larger plan.
        </p>
      )}
    </section>
  )
}
