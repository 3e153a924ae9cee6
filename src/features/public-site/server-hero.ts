import { useLayoutEffect, useState } from 'react'
import { hasServerHero, removeServerHero } from './server-hero-element'

/**
 * The hero the server already put in the page (api/_lib/event-page-html.ts), beside the app's
 * root: it stays on screen while the app's code and the event load, instead of a skeleton, and
 * goes in the same frame as the page's own hero (or the 404) arrives, so nothing blinks or
 * shifts. It has no links, so the guest cannot leave the page through it before then. Returns
 * whether the server's hero is standing in.
 */
export function useServerHeroUntil(ready: boolean): boolean {
  const [standingIn] = useState(() => typeof document !== 'undefined' && hasServerHero(document))
  useLayoutEffect(() => {
    if (ready) removeServerHero()
  }, [ready])
  return standingIn
}
