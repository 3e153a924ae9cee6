import {
  readSiteContent,
  sortedProgramme,
  type FaqEntry,
  type InfoSection,
  type ProgrammeItem,
} from '@kernel/site-content'
import { readPublicGifts } from '../gifts/public-gift'
import { moduleOn } from '../module-on'
import { readPublicPhotos } from '../public-photos'
import type { PublicEvent } from '@kernel/public-event'
import { MarkdownText } from './markdown-text'
import { formatProgrammeTime, mapLink, programmeMapQuery } from './programme-date'
import { SiteNav } from './site-nav'

const heading = 'mb-6 text-center text-2xl font-semibold'

function Programme({ items, location }: { items: ProgrammeItem[]; location: string | null }) {
  return (
    <section id="programme" aria-labelledby="programme-title" className="scroll-mt-16 py-10">
      <h2 id="programme-title" className={heading}>
        Programme
      </h2>
      <ol className="mx-auto max-w-xl border-l-2 border-accent-200 pl-6 dark:border-accent-900">
        {sortedProgramme(items).map((item) => {
          const where = programmeMapQuery(item, location)
          return (
            <li key={item.id} className="relative mb-8 last:mb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.96rem] size-3 rounded-full bg-accent-600 dark:bg-accent-400"
              />
              <p className="text-sm font-medium text-accent-700 dark:text-accent-300">
                <time dateTime={item.at}>{formatProgrammeTime(item.at)}</time>
              </p>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              {item.place && <p className="text-slate-700 dark:text-slate-200">{item.place}</p>}
              {item.address && <p className="text-sm text-slate-600 dark:text-slate-300">{item.address}</p>}
              {item.description && (
                <div className="mt-2 text-slate-700 dark:text-slate-200">
                  <MarkdownText text={item.description} />
                </div>
              )}
              {where && (
                <a
                  href={mapLink(where)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block text-sm text-accent-700 underline underline-offset-4 dark:text-accent-400"
                  aria-label={`Itinéraire vers ${item.title}`}
                >
                  Itinéraire
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function Infos({ sections }: { sections: InfoSection[] }) {
  return (
    <section id="infos" aria-label="Infos" className="scroll-mt-16 py-6">
      {sections.map((section) => (
        <article key={section.id} aria-labelledby={`info-${section.id}`} className="mx-auto max-w-2xl py-4">
          <h2 id={`info-${section.id}`} className={heading}>
            {section.title}
          </h2>
          <div className="text-slate-700 dark:text-slate-200">
            <MarkdownText text={section.text} />
          </div>
        </article>
      ))}
    </section>
  )
}

function Faq({ entries }: { entries: FaqEntry[] }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 py-10">
      <h2 id="faq-title" className={heading}>
        Questions fréquentes
      </h2>
      <div className="mx-auto flex max-w-2xl flex-col gap-2">
        {entries.map((entry) => (
          // <details>: collapsible with the keyboard and screen readers, no script.
          <details key={entry.id} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
            <summary className="cursor-pointer font-medium">{entry.question}</summary>
            <div className="mt-2 text-slate-700 dark:text-slate-200">
              <MarkdownText text={entry.answer} />
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}

/**
 * The wedding website's own sections (issue 21), in French: the programme as a timeline, the
 * information sections in the organisers' order, the FAQ. Loaded after the page's first paint,
 * with the markdown renderer; the page reserves their room below the first screen.
 */
export function SiteSections({ event }: { event: PublicEvent }) {
  const content = readSiteContent(event.siteContent)
  // The page's other sections the nav links to, when the page shows them (public-event-view.tsx).
  const more = {
    gifts: moduleOn(event.moduleActivation, 'gifts') && readPublicGifts(event.gifts).length > 0,
    photos: moduleOn(event.moduleActivation, 'photo-sharing') && readPublicPhotos(event.photos).length > 0,
    location: Boolean(event.location),
  }
  const sections = content.sections.filter((section) => section.visible)
  const links = [
    content.programme.length > 0 && { href: '#programme', label: 'Programme' },
    sections.length > 0 && { href: '#infos', label: 'Infos' },
    content.faq.length > 0 && { href: '#faq', label: 'FAQ' },
    more.gifts && { href: '#gifts', label: 'Cadeaux' },
    more.photos && { href: '#photos', label: 'Photos' },
    more.location && { href: '#location', label: 'Lieu' },
  ].filter((link): link is { href: string; label: string } => Boolean(link))
  return (
    <>
      {/* Outside the sections' box: sticky over the whole page, not only over them. */}
      <SiteNav links={links} />
      <div lang="fr" className="min-h-[45dvh]">
        {content.programme.length > 0 && <Programme items={content.programme} location={event.location} />}
        {sections.length > 0 && <Infos sections={sections} />}
        {content.faq.length > 0 && <Faq entries={content.faq} />}
      </div>
    </>
  )
}
