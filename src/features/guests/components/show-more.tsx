import { useEffect, useRef } from 'react'
import { buttonStyles } from '@/components/ui/button'

/**
 * "Show more" that presses itself when scrolled near (an infinite list), and stays a real button
 * for keyboards and for browsers without IntersectionObserver.
 */
export function ShowMore({ remaining, onMore }: { remaining: number; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const button = ref.current
    if (!button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: '600px 0px',
    })
    observer.observe(button)
    return () => observer.disconnect()
  }, [onMore])
  return (
    <button ref={ref} type="button" className={buttonStyles('secondary', 'self-center')} onClick={onMore}>
      Show {remaining} more
    </button>
  )
}
