import { describe, expect, it } from 'vitest'
import { loadAnnouncedIds, rememberAnnouncedId } from './announced-ids'
import { notificationToAnnounce } from './desktop-announcement'

const row = (id: string, minutesAgo: number, read = false) => ({
  id,
  read,
  created_at: new Date(Date.UTC(2027, 2, 20, 12, 0) - minutesAgo * 60_000).toISOString(),
})

describe('notificationToAnnounce', () => {
  const newest = row('n3', 0)
  const items = [newest, row('n2', 5), row('n1', 10)]

  it('announces the newest unread notification when permission is granted', () => {
    expect(notificationToAnnounce(items, new Set(), 'granted')).toBe(newest)
  })

  it.each(['default', 'denied', 'unsupported'] as const)('stays silent when permission is %s', (permission) => {
    expect(notificationToAnnounce(items, new Set(), permission)).toBeNull()
  })

  it('announces an id only once', () => {
    expect(notificationToAnnounce(items, new Set(['n3']), 'granted')).toBeNull()
  })

  it('never falls back to an older unread one when the newest is read or announced', () => {
    expect(notificationToAnnounce([row('n3', 0, true), row('n2', 5)], new Set(), 'granted')).toBeNull()
  })

  it('finds the newest by date, whatever the order', () => {
    expect(notificationToAnnounce([row('n1', 10), newest, row('n2', 5)], new Set(), 'granted')).toBe(newest)
  })

  it('has nothing to announce in an empty list', () => {
    expect(notificationToAnnounce([], new Set(), 'granted')).toBeNull()
  })
})

class MemoryStorage {
  private values = new Map<string, string>()
  getItem = (key: string) => this.values.get(key) ?? null
  setItem = (key: string, value: string) => void this.values.set(key, value)
}

describe('announced ids', () => {
  it('remembers ids across reads, without duplicates', () => {
    const storage = new MemoryStorage() as unknown as Storage
    rememberAnnouncedId('a', storage)
    rememberAnnouncedId('b', storage)
    rememberAnnouncedId('a', storage)
    expect([...loadAnnouncedIds(storage)].sort()).toEqual(['a', 'b'])
  })

  it('keeps only the latest 100', () => {
    const storage = new MemoryStorage() as unknown as Storage
    for (let i = 0; i < 105; i++) rememberAnnouncedId(`id-${i}`, storage)
    const ids = loadAnnouncedIds(storage)
    expect(ids.size).toBe(100)
    expect(ids.has('id-4')).toBe(false)
    expect(ids.has('id-104')).toBe(true)
  })

  it('survives unreadable or missing storage', () => {
    const storage = new MemoryStorage() as unknown as Storage
    storage.setItem('eventail.announced-notifications', '{oops')
    expect(loadAnnouncedIds(storage).size).toBe(0)
    expect(loadAnnouncedIds(undefined).size).toBe(0)
    expect(() => rememberAnnouncedId('a', undefined)).not.toThrow()
  })
})
