import { useCallback, useState } from 'react'

/**
 * The key of the table plan's editor, from the version of the saved plan on screen. A version
 * saved elsewhere (another tab, another organiser) starts a fresh editor rather than a merge
 * with unsaved edits. The editor's own saves do not: it has already reset itself to what it
 * saved, so one save is one reset. `keep(version)`, called before a save is sent, marks that
 * version as the editor's own, whenever the refreshed plan comes back.
 */
export function usePlanEditorKey(version: string): { key: string; keep: (saved: string) => void } {
  // The versions the editor on screen has held: the one it opened (first), then its own saves.
  const [held, setHeld] = useState<readonly string[]>([version])
  const key = held.includes(version) ? held[0] : version
  const keep = useCallback(
    (saved: string) => setHeld((current) => (current[0] === key ? [...current, saved] : [key, saved])),
    [key],
  )
  return { key, keep }
}
