import type { PublicEvent } from '@kernel/public-event'

// The script element api/_lib/event-page-html.ts puts in an event's page (PUBLIC_EVENT_DATA_ID).
const DATA_ID = 'public-event-data'
/**
 * Data younger than this is shown as it is; older (a page kept by a shared cache, up to 11
 * minutes: api/event-page.ts) is shown at once and loaded again behind, as the page would have.
 */
const FRESH_MS = 60_000

export interface InlineEvent {
  row: PublicEvent | null
  fresh: boolean
}

let taken: { ref: string; at: number; row: PublicEvent | null } | null | undefined

function read(): typeof taken {
  if (taken !== undefined) return taken
  taken = null
  const element = typeof document === 'undefined' ? null : document.getElementById(DATA_ID)
  if (!element?.textContent) return taken
  try {
    const data = JSON.parse(element.textContent) as { ref?: unknown; at?: unknown; row?: unknown }
    if (typeof data.ref === 'string' && typeof data.at === 'number' && typeof data.row === 'object')
      taken = { ref: data.ref, at: data.at, row: data.row as PublicEvent | null }
  } catch {
    // A page without usable data loads the event as before.
  }
  return taken
}

/**
 * What get_public_event returned to the server for this page's reference, in the page's HTML:
 * the first screen needs no round trip. Undefined for another reference or a page without it.
 */
export function inlinePublicEvent(ref: string, now = Date.now()): InlineEvent | undefined {
  const data = read()
  if (!data || data.ref !== ref) return undefined
  // Compared both ways: a phone's clock may be behind the server's.
  return { row: data.row, fresh: Math.abs(now - data.at) < FRESH_MS }
}
