import { useEffect } from 'react'
import { accentCssVariables, DEFAULT_ACCENT, type Accent } from '@/kernel/accent-palettes'

/**
 * The event's accent colour on its pages: its palette as the root's `--color-accent-*`
 * (index.css), on <html> rather than on the page, so that the dialogs (portals) take it too; the
 * app's rose comes back when the page goes. The default palette is the app's own: nothing set.
 */
export function useEventAccent(accent: Accent, enabled = true): void {
  useEffect(() => {
    if (!enabled || accent === DEFAULT_ACCENT) return
    const { style } = document.documentElement
    const variables = Object.entries(accentCssVariables(accent))
    for (const [name, value] of variables) style.setProperty(name, value)
    return () => {
      for (const [name] of variables) style.removeProperty(name)
    }
  }, [accent, enabled])
}
