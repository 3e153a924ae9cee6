import { describe, expect, it } from 'vitest'
import { emptyQueue, mergeAnswer, nextPhoto, dropPhoto, type WallPhoto } from './wall-queue'

const photo = (id: string, minute: number): WallPhoto => ({
  id,
  url: `u/e/photos/${id}.webp`,
  uploader_name: null,
  caption: null,
  published_at: new Date(Date.UTC(2026, 10, 28, 20, minute)).toISOString(),
})
const a = photo('a', 1)
const b = photo('b', 2)
const c = photo('c', 3)
const d = photo('d', 4)

const ids = (items: WallPhoto[]) => items.map((p) => p.id)
const answer = (photos: WallPhoto[], published: WallPhoto[]) => ({ event_id: 'e', photos, ids: ids(published) })

describe('mergeAnswer', () => {
  it('starts the cycle with every published photo, newest first, and remembers the latest publication', () => {
    const queue = mergeAnswer(emptyQueue, answer([a, c, b], [a, b, c]), true)
    expect(ids(queue.photos)).toEqual(['c', 'b', 'a'])
    expect(queue.fresh).toEqual([])
    expect(queue.since).toBe(c.published_at)
  })

  it('puts later arrivals first in line, and drops what is no longer published', () => {
    const start = mergeAnswer(emptyQueue, answer([a, b], [a, b]), true)
    const next = mergeAnswer(start, answer([d, c], [a, c, d]), false)
    expect(ids(next.photos)).toEqual(['d', 'c', 'a'])
    expect(next.fresh).toEqual(['d', 'c'])
    expect(next.since).toBe(d.published_at)
    const unpublished = mergeAnswer(next, answer([], [a, c]), false)
    expect(unpublished.fresh).toEqual(['c'])
    expect(ids(unpublished.photos)).toEqual(['c', 'a'])
  })

  it('takes a photo seen twice (a nudge and a catch-up crossing) once', () => {
    const start = mergeAnswer(emptyQueue, answer([a], [a]), true)
    const twice = mergeAnswer(mergeAnswer(start, answer([b], [a, b]), false), answer([b], [a, b]), false)
    expect(ids(twice.photos)).toEqual(['b', 'a'])
    expect(twice.fresh).toEqual(['b'])
  })
})

describe('nextPhoto', () => {
  it('shows fresh photos first, then resumes the cycle where it was', () => {
    let queue = mergeAnswer(emptyQueue, answer([a, b, c], [a, b, c]), true)
    let shown: WallPhoto | null
    ;[queue, shown] = nextPhoto(queue, null)
    expect(shown?.id).toBe('c')
    ;[queue, shown] = nextPhoto(queue, 'c')
    expect(shown?.id).toBe('b')
    queue = mergeAnswer(queue, answer([d], [a, b, c, d]), false)
    ;[queue, shown] = nextPhoto(queue, 'b')
    expect(shown?.id).toBe('d')
    ;[queue, shown] = nextPhoto(queue, 'd')
    expect(shown?.id).toBe('a')
    ;[, shown] = nextPhoto(queue, 'a')
    expect(shown?.id).toBe('d')
  })

  it('goes back through the cycle from the photo shown, wrapping', () => {
    const queue = mergeAnswer(emptyQueue, answer([a, b, c], [a, b, c]), true)
    expect(nextPhoto(queue, 'c', -1)[1]?.id).toBe('a')
    expect(nextPhoto(queue, 'a', -1)[1]?.id).toBe('b')
  })

  it('shows nothing on an empty wall, and skips a photo dropped from it', () => {
    expect(nextPhoto(emptyQueue, null)[1]).toBeNull()
    const queue = dropPhoto(mergeAnswer(emptyQueue, answer([a, b], [a, b]), true), 'b')
    expect(nextPhoto(queue, null)[1]?.id).toBe('a')
  })
})
