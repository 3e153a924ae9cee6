import { useCallback, useEffect, useRef, useState } from 'react'
import { listenToTopic } from '@/lib/public-realtime'
import { getPhotoWall } from '../api/get-photo-wall'
import {
  dropPhoto,
  emptyQueue,
  latestPublication,
  mergeAnswer,
  nextPhoto,
  type WallPhoto,
  type WallQueue,
} from './wall-queue'

/** Between two look-ups at least this long: a burst of publications must not become a burst of requests. */
const MIN_GAP_MS = 1000

export type WallStatus = 'loading' | 'missing' | 'ready'

/**
 * The wall's photos, kept current: loaded once, then looked up again (only what was published
 * since the latest seen, plus the ids still published) on every nudge of the database on the
 * private topic photo-wall:{eventId}, and on every (re)join of that topic, so a wall that lost the
 * network catches up on what it missed as soon as it is back.
 */
export function usePhotoWall(ref: string) {
  const queue = useRef<WallQueue>(emptyQueue)
  const [status, setStatus] = useState<WallStatus>('loading')
  // How many photos the wall holds: what rendering needs; the queue itself lives in the ref.
  const [count, setCount] = useState(0)
  const update = useCallback((next: WallQueue) => {
    queue.current = next
    setCount(next.photos.length)
  }, [])

  useEffect(() => {
    let alive = true
    let first = true
    let since: string | null = null
    let running = false
    let again = false
    let topic: ReturnType<typeof listenToTopic> | undefined

    async function lookUp(): Promise<void> {
      if (running) {
        again = true
        return
      }
      running = true
      try {
        do {
          again = false
          const answer = await getPhotoWall(ref, first ? null : since).catch((error: unknown) => {
            console.error('Loading the wall failed', error)
            return undefined
          })
          if (!alive) return
          if (answer === null) return setStatus('missing')
          if (answer) {
            update(mergeAnswer(queue.current, answer, first))
            since = latestPublication(answer.photos, since)
            if (first) {
              first = false
              setStatus('ready')
              // Private: only the database may send on it (…_make_photo_wall_topic_private.sql).
              topic = listenToTopic(`photo-wall:${answer.event_id}`, 'photos-changed', nudge, nudge, {
                private: true,
              })
            }
          }
          if (again) await new Promise((done) => setTimeout(done, MIN_GAP_MS))
        } while (again && alive)
      } finally {
        running = false
      }
    }
    const nudge = () => void lookUp()
    // Back online: reconnect now rather than at realtime-js's next backoff step; the join catches up.
    const online = () => {
      topic?.reconnect()
      nudge()
    }
    window.addEventListener('online', online)
    void lookUp()
    return () => {
      alive = false
      window.removeEventListener('online', online)
      topic?.stop()
    }
  }, [ref, update])

  /** The photo to show after `current` (see nextPhoto), taken off the fresh ones if it was one. */
  const take = useCallback(
    (current: string | null, step: 1 | -1): WallPhoto | null => {
      const [next, photo] = nextPhoto(queue.current, current, step)
      update(next)
      return photo
    },
    [update],
  )
  const drop = useCallback((id: string) => update(dropPhoto(queue.current, id)), [update])
  /** Whether the photo is still published, as far as the wall knows. */
  const holds = useCallback((id: string) => queue.current.photos.some((photo) => photo.id === id), [])

  return { status, count, take, drop, holds }
}
