import { publicMediaUrlOn, smallRenditionPath } from '../../kernel/public-media.js'
import type { EventPreview } from './event-page-html'

/**
 * What a link preview shows of an event, read as the guest page reads it: get_public_event with
 * the anon key (slug, id or custom domain), and the images from their public copies.
 * Self-contained like event-page-html.ts; the title and date follow the app's
 * src/features/public-site/event-title.ts and public-date.ts.
 */
interface Row {
  id: string
  slug: string | null
  name: string | null
  type: string
  date: string | null
  location: string | null
  spouse1: string | null
  spouse2: string | null
  person: string | null
  websiteSettings: Record<string, unknown> | null
  gifts?: { name?: string; amount?: number; status?: string; image_url?: string | null; image_files?: string[] }[]
  moduleActivation?: Record<string, unknown> | null
}

export interface PreviewSource {
  supabaseUrl: string
  anonKey: string
}

const present = (value: string | null | undefined): value is string => Boolean(value?.trim())
const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
})
function title(row: Row): string {
  const people = (row.type === 'wedding' ? [row.spouse1, row.spouse2] : [row.person]).filter(present)
  if (people.length > 0) return people.map((part) => part.trim()).join(' & ')
  return present(row.name) ? row.name.trim() : 'Notre événement'
}

async function post<T>(source: PreviewSource, path: string, body: unknown): Promise<T | null> {
  const response = await fetch(`${source.supabaseUrl}${path}`, {
    method: 'POST',
    headers: {
      apikey: source.anonKey,
      Authorization: `Bearer ${source.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(3000),
  })
  return response.ok ? ((await response.json()) as T) : null
}

/** A gift's image as the grid shows it (its small rendition when it has one), if it has a public copy. */
function giftImage(source: PreviewSource, gift: NonNullable<Row['gifts']>[number]): string | undefined {
  const files = gift.image_files ?? []
  if (!gift.image_url || !files.includes('full')) return undefined
  const path = files.includes('w480') ? smallRenditionPath(gift.image_url) : gift.image_url
  return publicMediaUrlOn(source.supabaseUrl, path)
}

/** How many gift cards a phone's first screen shows (FIRST_SCREEN_GIFTS of gift-list.tsx). */
const FIRST_SCREEN_GIFTS = 2

function firstGifts(source: PreviewSource, row: Row): EventPreview['gifts'] {
  if (row.moduleActivation?.gifts === false) return undefined
  return (row.gifts ?? [])
    .slice(0, FIRST_SCREEN_GIFTS)
    .filter((gift) => typeof gift.name === 'string' && typeof gift.amount === 'number')
    .map((gift) => ({
      name: gift.name!,
      amount: gift.amount!,
      status: gift.status ?? 'available',
      image: giftImage(source, gift),
    }))
}

const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The page's own URL, or the event's current one when `ref` is a former slug (the event's URL
 * changed since the link was shared): the app moves there too, by the same rule
 * (src/features/public-site/moved-event.ts).
 */
function canonicalUrl(ref: string, row: Row, url: string): string {
  const asked = ref.trim().toLowerCase()
  const current = row.slug || row.id
  if (EVENT_ID.test(asked) || asked.includes('.') || current.toLowerCase() === asked) return url
  return new URL(`/${encodeURIComponent(current)}`, url).toString()
}

/** Null for an unknown reference (the app then shows its 404). */
export async function loadEventPreview(source: PreviewSource, ref: string, url: string): Promise<EventPreview | null> {
  const rows = await post<Row[]>(source, '/rest/v1/rpc/get_public_event', { p_ref: ref })
  const row = rows?.[0]
  if (!row) return null
  const date = row.date ? frenchDate.format(new Date(row.date)) : ''
  const background = row.websiteSettings?.bg_image
  let image: string | undefined
  const backgroundFiles = row.websiteSettings?.bg_image_files
  if (
    typeof background === 'string' &&
    background &&
    Array.isArray(backgroundFiles) &&
    backgroundFiles.includes('full')
  ) {
    image = publicMediaUrlOn(source.supabaseUrl, background)
  }
  // Without its public copy yet (the every-minute job makes it) the preview has no image: nothing
  // of the private bucket is handed to anonymous visitors (issue 28, F8).
  const gifts = firstGifts(source, row)
  const giftText = row.websiteSettings?.giftInstructions
  const instructions = typeof giftText === 'string' && giftText.trim() ? giftText.trim() : undefined
  const font = row.websiteSettings?.titleFont
  const titleFont = font === 'alex-brush' || font === 'arizonia' || font === 'love-light' ? font : undefined
  return {
    title: title(row),
    date,
    description: [date, row.location].filter(present).join(' · '),
    url: canonicalUrl(ref, row, url),
    image,
    titleFont,
    lcpImage: image ? undefined : gifts?.[0]?.image,
    gifts,
    giftInstructions: instructions,
    data: { ref, at: Date.now(), row },
  }
}
