import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { EVENT_TABS, isEventTabActive } from '../event-tabs'

/**
 * SPEC §2 top tab bar; the active tab carries aria-current="page". On a phone the nine tabs
 * scroll sideways (issue 29): the active one is scrolled into view, and a fade with an arrow
 * shows on the side where more tabs wait.
 */
export function EventTabBar({ eventId }: { eventId: string }) {
  const { pathname } = useLocation()
  const root = paths.event(eventId)
  const list = useRef<HTMLUListElement>(null)
  const [more, setMore] = useState({ before: false, after: false })

  function measure() {
    const el = list.current
    if (!el) return
    const before = el.scrollLeft > 4
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 4
    setMore((was) => (was.before === before && was.after === after ? was : { before, after }))
  }

  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]')
    // Centred, clear of the fades; block 'nearest' never scrolls the page itself.
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
    measure()
  }, [pathname])

  useEffect(() => {
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])

  return (
    <nav aria-label="Event sections" className="border-b border-slate-200 dark:border-slate-800">
      <div className="relative mx-auto max-w-6xl">
        <ul ref={list} onScroll={measure} className="flex gap-1 overflow-x-auto px-3 [scrollbar-width:thin]">
          {EVENT_TABS.map(({ label, tab }) => {
            const active = isEventTabActive(pathname, root, tab)
            return (
              <li key={label} className="shrink-0">
                <Link
                  to={tab === null ? root : paths.eventTab(eventId, tab)}
                  aria-current={active ? 'page' : undefined}
                  className={`-mb-px inline-block border-b-2 px-3 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose-500 ${
                    active
                      ? 'border-rose-600 text-rose-700 dark:text-rose-400'
                      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
                  }`}
                >
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
        {more.before && <Fade side="before" />}
        {more.after && <Fade side="after" />}
      </div>
    </nav>
  )
}

/** The hint that the bar scrolls: decorative, the tabs themselves stay reachable by keyboard. */
function Fade({ side }: { side: 'before' | 'after' }) {
  const after = side === 'after'
  return (
    <span
      aria-hidden="true"
      data-more-tabs={side}
      className={`pointer-events-none absolute inset-y-0 flex w-10 items-center from-white from-40% to-transparent text-slate-500 dark:from-slate-950 dark:text-slate-400 ${
        after ? 'right-0 justify-end bg-gradient-to-l pr-1' : 'left-0 justify-start bg-gradient-to-r pl-1'
      }`}
    >
      {after ? '›' : '‹'}
    </span>
  )
}
