import { useState } from 'react'

/**
 * Whether the element the returned ref is given has come within 300 px of the screen (and stays
 * true from then on); without IntersectionObserver, at once. Chrome's own lazy loading starts
 * 1,250 px away (2,500 px on a slow connection): on a phone, the whole gift list and the photos
 * below, downloaded before the guest has scrolled at all.
 */
export function useNearScreen(): [(element: Element | null) => void | (() => void), boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const ref = (element: Element | null) => {
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setNear(true)
        }
      },
      { rootMargin: '0px 0px 300px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }
  return [ref, near]
}
