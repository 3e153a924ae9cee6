/**
 * Ids already shown as desktop notifications. localStorage, not sessionStorage: a second tab or a
 * reload must not announce the same notification again. The list is capped; an id old enough to
 * fall off is long past being the newest.
 */
const STORAGE_KEY = 'eventail.announced-notifications'
const MAX_IDS = 100

export function loadAnnouncedIds(storage: Storage | undefined = globalThis.localStorage): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]')
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

export function rememberAnnouncedId(id: string, storage: Storage | undefined = globalThis.localStorage): void {
  const ids = [...loadAnnouncedIds(storage)].filter((known) => known !== id)
  ids.push(id)
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(ids.slice(-MAX_IDS)))
  } catch {
    // Storage can be full or blocked: the id is still remembered for this page (see the hook).
  }
}
