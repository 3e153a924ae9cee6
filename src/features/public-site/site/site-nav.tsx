import { useEffect, useRef, useState } from 'react'

/** Whether a scrolled row has more to its right than it shows. */
function useMoreToTheRight(count: number) {
  const list = useRef<HTMLUListElement>(null)
  const [more, setMore] = useState(false)
  useEffect(() => {
    const element = list.current
    if (!element) return
    const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1)
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      element.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [count])
  return { list, more }
}

/** The page's section links, in page order; only sections with content are passed in. */
export function SiteNav({ links }: { links: { href: string; label: string }[] }) {
  const { list, more } = useMoreToTheRight(links.length)
  if (links.length < 2) return null
  return (
    // Sticky on phones, where the page is long; beside a wide screen's hero the links fit anyway.
    <nav
      aria-label="Sections"
      lang="fr"
      className="sticky top-0 z-20 -mx-6 mt-4 border-b border-slate-200 bg-white/95 px-6 backdrop-blur md:static md:border-0 md:bg-transparent dark:border-slate-800 dark:bg-slate-950/95 md:dark:bg-transparent"
    >
      {/* On a phone the last links are off screen: they fade out at the edge, so the row reads
          as one that scrolls rather than as cut words. */}
      <ul
        ref={list}
        data-more={more || undefined}
        className="flex gap-1 overflow-x-auto py-2 text-sm data-more:mask-r-from-[calc(100%-3rem)] md:justify-center"
      >
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="block rounded-md px-3 py-2 whitespace-nowrap text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
