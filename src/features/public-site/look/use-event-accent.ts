import { useEffect } from 'react'
import { DEFAULT_ACCENT, type Accent } from '@kernel/accent'

/**
 * The event's accent colour on its pages: its palette as the root's `--color-accent-*`
 * (index.css), on <html> rather than on the page, so that the dialogs (portals) take it too; the
 * app's rose comes back when the page goes. The default palette is the app's own: nothing set.
 * The palettes load only for an event that chose one: they stay out of the page's first JS.
 */
export function useEventAccent(accent: Accent, enabled = true): void {
  useEffect(() => {
    if (!enabled || accent === DEFAULT_ACCENT) return
    const { style } = document.documentElement
    let names: string[] = []
    let gone = false
    void import('@kernel/accent-palettes').then(({ accentCssVariables }) => {
      if (gone) return
      const variables = Object.entries(accentCssVariables(accent))
      names = variables.map(([name]) => name)
      for (const [name, value] of variables) style.setProperty(name, value)
    })
    return () => {
      gone = true
      for (const name of names) style.removeProperty(name)
    }
  }, [accent, enabled])
}
