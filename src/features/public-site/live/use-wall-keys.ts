import { useEffect, useRef } from 'react'

export interface WallKeys {
  togglePause: () => void
  move: (step: 1 | -1) => void
  toggleFullScreen: () => void
}

/**
 * The wall's keys: Space pauses, the arrows move, F toggles full screen. A focused button keeps
 * its own Space and Enter (they press it), and keys with a modifier stay the browser's.
 */
export function useWallKeys(keys: WallKeys) {
  const latest = useRef(keys)
  useEffect(() => {
    latest.current = keys
  })
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
      const onButton = event.target instanceof HTMLElement && event.target.closest('button, a, input, textarea')
      if (event.key === ' ' && !onButton) latest.current.togglePause()
      else if (event.key === 'ArrowRight') latest.current.move(1)
      else if (event.key === 'ArrowLeft') latest.current.move(-1)
      else if (event.key === 'f' || event.key === 'F') latest.current.toggleFullScreen()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}

/** Full screen on the whole page, or back; browsers refuse it without a user gesture, silently here. */
export function toggleFullScreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
  else void document.documentElement.requestFullscreen?.().catch(() => {})
}
