import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'

/** A same-origin link click that would leave the current page, or null. */
function leavingHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const path = url.pathname + url.search + url.hash
  return path === window.location.pathname + window.location.search + window.location.hash ? null : path
}

/**
 * Unsaved changes: the browser warns on reload or tab close, and a click on any in-app link is
 * held until the user confirms (`pending` is where they wanted to go). The router is declarative
 * (no data router, hence no useBlocker), so links are caught in the capture phase instead.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate()
  const [pending, setPending] = useState<string | null>(null)

  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      const href = leavingHref(event)
      if (!href) return
      event.preventDefault()
      event.stopPropagation()
      setPending(href)
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [active])

  const leave = useCallback(() => {
    const target = pending
    setPending(null)
    if (target) navigate(target)
  }, [navigate, pending])
  const stay = useCallback(() => setPending(null), [])
  return { pending, leave, stay }
}
