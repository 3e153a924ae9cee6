import { useCallback, useEffect, useState } from 'react'
import { callPublicRpc } from '@/lib/supabase-http'
import { movedEventRef } from '../moved-event'
import type { PublicEvent } from '@kernel/public-event'
import { inlinePublicEvent } from './inline-public-event'
import { PUBLIC_EVENT_RPC } from './preload-public-event'

/**
 * One round trip for the public pages (ARCHITECTURE budgets): the event by slug, id (8-4-4-4-12
 * hex) or custom domain, the database telling them apart. Null when nothing matches.
 */
export async function getPublicEvent(ref: string): Promise<PublicEvent | null> {
  const rows = await callPublicRpc<PublicEvent[]>(PUBLIC_EVENT_RPC, { p_ref: ref })
  return rows[0] ?? null
}

// What this page has loaded, per reference: going from the event page to its upload page and
// back shows it at once (and refreshes it behind).
const loaded = new Map<string, PublicEvent | null>()
// One request at a time per reference: two mounts (or React's development double effects) share it.
const inFlight = new Map<string, Promise<PublicEvent | null>>()

function fetchOnce(ref: string): Promise<PublicEvent | null> {
  let request = inFlight.get(ref)
  if (!request) {
    request = getPublicEvent(ref).finally(() => inFlight.delete(ref))
    inFlight.set(ref, request)
  }
  return request
}

export interface PublicEventState {
  data: PublicEvent | null | undefined
  error: unknown
  /** Loads the event again (after a purchase changed its gift list, say). */
  reload: () => Promise<void>
}

/**
 * The public event, without SWR: the guest's page makes one call (and again on `reload`), so a
 * cache library would be ~4 KB gzip on every public page for nothing.
 */
export function usePublicEvent(ref: string): PublicEventState {
  const [state, setState] = useState<{ ref: string; data: PublicEvent | null | undefined; error: unknown }>(() => {
    const inline = loaded.has(ref) ? undefined : inlinePublicEvent(ref)
    if (inline) {
      loaded.set(ref, inline.row)
      const moved = inline.row && movedEventRef(ref, inline.row)
      if (moved) loaded.set(moved, inline.row)
    }
    return { ref, data: loaded.get(ref), error: undefined }
  })
  // The page's HTML carried this event, fresh: no need to ask for it again as the page opens.
  const [freshRef] = useState(() => (inlinePublicEvent(ref)?.fresh ? ref : null))
  const load = useCallback(async () => {
    try {
      const data = await fetchOnce(ref)
      loaded.set(ref, data)
      // Reached by an old slug: the page moves to the current one, which then shows at once.
      const moved = data && movedEventRef(ref, data)
      if (moved) loaded.set(moved, data)
      setState({ ref, data, error: undefined })
    } catch (error) {
      setState((current) => ({ ref, data: current.ref === ref ? current.data : undefined, error }))
    }
  }, [ref])
  useEffect(() => {
    if (ref && ref !== freshRef) void load()
  }, [ref, load, freshRef])
  const current = state.ref === ref ? state : { data: loaded.get(ref), error: undefined }
  return { data: current.data, error: current.error, reload: load }
}
