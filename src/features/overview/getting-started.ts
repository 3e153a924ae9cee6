import type { EventTab } from '@/lib/paths'

/** What the checklist reads: each step is done when the event shows it, nothing is ticked by hand. */
export interface StartFacts {
  /** The website was published: settings or content saved from the editor. */
  site: boolean
  guests: number
  mailings: number
  gifts: number
  /** Guests may upload photos (the switch on the shared photos screen). */
  uploadsOpen: boolean
}

export interface StartStep {
  id: 'site' | 'guests' | 'invitations' | 'gifts' | 'photos'
  label: string
  tab: EventTab
  done: boolean
}

/**
 * The 'Getting started' checklist a new event opens on (issue 29): the site, the guests, the
 * invitations, the gifts and the photos, each ticking itself as the event gets it. A step whose
 * module is off is left out.
 */
export function startSteps(facts: StartFacts, moduleOn: (module: 'guests' | 'gifts' | 'photo-sharing') => boolean) {
  const steps: (StartStep & { shown: boolean })[] = [
    { id: 'site', label: 'Publish the website', tab: 'website', done: facts.site, shown: true },
    { id: 'guests', label: 'Add your guests', tab: 'guests', done: facts.guests > 0, shown: moduleOn('guests') },
    {
      id: 'invitations',
      label: 'Send the invitations',
      tab: 'guests',
      done: facts.mailings > 0,
      shown: moduleOn('guests'),
    },
    { id: 'gifts', label: 'Add gifts to the list', tab: 'gifts', done: facts.gifts > 0, shown: moduleOn('gifts') },
    {
      id: 'photos',
      label: 'Open photo sharing to guests',
      tab: 'shared-photos',
      done: facts.uploadsOpen,
      shown: moduleOn('photo-sharing'),
    },
  ]
  return steps.filter((step) => step.shown).map(({ shown: _shown, ...step }) => step)
}

/** Whether the website was ever published: anything saved in its settings or its content. */
export function sitePublished(websiteSettings: unknown, siteContent: unknown): boolean {
  const filled = (value: unknown) =>
    !!value &&
    typeof value === 'object' &&
    Object.values(value as Record<string, unknown>).some((v) =>
      Array.isArray(v) ? v.length > 0 : v != null && v !== '',
    )
  return filled(websiteSettings) || filled(siteContent)
}
