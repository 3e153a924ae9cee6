import { useEffect } from 'react'

/**
 * A shared link to a section (`/camille-et-alex#gifts`, `#ma-table` on the tables' cards) lands on
 * that section: the browser looked for the anchor when the HTML arrived, before the app drew the
 * sections, so the page scrolls there itself once they are in. A section that loads later (the
 * table finder) asks for its own anchor (`only`).
 */
export function useAnchorFromLink(enabled: boolean, only?: string): void {
  useEffect(() => {
    if (!enabled) return
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id && (!only || id === only)) document.getElementById(id)?.scrollIntoView()
  }, [enabled, only])
}
