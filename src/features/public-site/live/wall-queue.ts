/** A published photo on the wall, as get_photo_wall lists it. */
export interface WallPhoto {
  id: string
  url: string
  uploader_name: string | null
  caption: string | null
  published_at: string
}

/** What get_photo_wall answers: photos published after `since`, and every published id. */
export interface WallAnswer {
  event_id: string
  photos: WallPhoto[]
  ids: string[]
}

/**
 * The wall's running order. `photos` are every published photo, newest publication first;
 * `fresh` the ids published since the wall opened and not shown yet, newest first, shown before
 * the cycle resumes; `cursor` the last photo the cycle showed (it resumes after it, so a busy
 * evening does not keep restarting the cycle at the newest); `since` the latest publication seen,
 * from which the wall catches up after a network drop.
 */
export interface WallQueue {
  photos: WallPhoto[]
  fresh: string[]
  cursor: string | null
  since: string | null
}

export const emptyQueue: WallQueue = { photos: [], fresh: [], cursor: null, since: null }

const later = (a: string | null, b: string) => (a === null || Date.parse(b) > Date.parse(a) ? b : a)

/** The latest publication among `photos` and `since`: where the next catch-up starts. */
export function latestPublication(photos: readonly WallPhoto[], since: string | null): string | null {
  return photos.reduce<string | null>((latest, photo) => later(latest, photo.published_at), since)
}

/**
 * Takes in an answer: on the first load its photos are the cycle; later, photos not seen yet
 * join `fresh`. Every photo no longer published (missing from `ids`) leaves, shown or not.
 */
export function mergeAnswer(queue: WallQueue, answer: WallAnswer, first: boolean): WallQueue {
  const known = new Set(queue.photos.map((photo) => photo.id))
  const arrivals = answer.photos.filter((photo) => !known.has(photo.id))
  const published = new Set(answer.ids)
  const photos = [...arrivals, ...queue.photos]
    .filter((photo) => published.has(photo.id))
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at) || a.id.localeCompare(b.id))
  const fresh = first ? [] : [...arrivals.map((photo) => photo.id), ...queue.fresh].filter((id) => published.has(id))
  const since = latestPublication(answer.photos, queue.since)
  return { photos, fresh, cursor: queue.cursor && published.has(queue.cursor) ? queue.cursor : null, since }
}

/** Drops one photo (its file could not be signed: unpublished meanwhile). */
export function dropPhoto(queue: WallQueue, id: string): WallQueue {
  return {
    ...queue,
    photos: queue.photos.filter((photo) => photo.id !== id),
    fresh: queue.fresh.filter((fresh) => fresh !== id),
    cursor: queue.cursor === id ? null : queue.cursor,
  }
}

/**
 * The photo after `current`: the newest fresh one if any, else the next of the cycle after the
 * cursor (wrapping). Backwards (`step` -1) goes to the photo before `current` in the cycle.
 */
export function nextPhoto(queue: WallQueue, current: string | null, step: 1 | -1 = 1): [WallQueue, WallPhoto | null] {
  const { photos } = queue
  if (!photos.length) return [queue, null]
  if (step === 1 && queue.fresh.length) {
    const [id, ...rest] = queue.fresh
    return [{ ...queue, fresh: rest }, photos.find((photo) => photo.id === id) ?? null]
  }
  const from = step === 1 ? queue.cursor : current
  const at = from === null ? -1 : photos.findIndex((photo) => photo.id === from)
  const index = at === -1 ? (step === 1 ? 0 : photos.length - 1) : (at + step + photos.length) % photos.length
  const photo = photos[index]
  return [{ ...queue, cursor: photo.id }, photo]
}
