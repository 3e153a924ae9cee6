import { useEffect } from 'react'

/**
 * The event's theme wins over the visitor's own light/dark preference on its pages: the page
 * sets the root's class while it is shown and gives the previous one back when it goes.
 */
export function useEventTheme(theme: 'light' | 'dark', enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    const root = document.documentElement
    const wasDark = root.classList.contains('dark')
    root.classList.toggle('dark', theme === 'dark')
    return () => {
      root.classList.toggle('dark', wasDark)
    }
  }, [theme, enabled])
}
