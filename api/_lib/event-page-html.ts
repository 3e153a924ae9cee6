/**
 * Link previews for the public event pages. Messaging apps' crawlers run no JavaScript, so the
 * HTML served for /{slug} (and an event's own domain) carries the event's title, date and
 * background as Open Graph and Twitter tags, and the hero's text is already in the markup, so
 * the page's largest paint does not wait for the app. That hero sits beside the app's root, not in
 * it, so the app's first render does not wipe it: the public page takes it away in the same frame
 * as it shows its own hero (src/features/public-site/server-hero.ts).
 *
 * Self-contained (no imports): the Vercel function and the local dev and preview servers
 * (vite.config.ts) run this same code.
 */
export interface EventPreview {
  title: string
  /** The French date and the place, e.g. "14 juin 2027 · Château de Vaux". */
  description: string
  date: string
  url: string
  image?: string
  /** websiteSettings.titleFont, when it is one of the three. */
  titleFont?: 'alex-brush' | 'arizonia' | 'love-light'
  /**
   * The likely largest paint when it is an image other than the background (the first gift's):
   * preloaded at high priority, so it downloads with the app's code rather than after it.
   */
  lcpImage?: string
  /**
   * What get_public_event returned for the page's reference, and when: the app renders from it
   * without a round trip (src/features/public-site/api/inline-public-event.ts).
   */
  data?: { ref: string; at: number; row: unknown }
}

/** The id of the script element that carries `data` (same in inline-public-event.ts). */
export const PUBLIC_EVENT_DATA_ID = 'public-event-data'

// Same families and addresses as src/features/public-site/look/title-font.ts.
const FONT_FAMILIES = { 'alex-brush': 'Alex Brush', arizonia: 'Arizonia', 'love-light': 'Love Light' } as const

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function withEventPreview(indexHtml: string, preview: EventPreview): string {
  const title = escape(preview.title)
  const meta = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:locale', 'fr_FR'],
    ...(preview.image ? [['property', 'og:image', preview.image]] : []),
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ...(preview.image ? [['name', 'twitter:image', preview.image]] : []),
    ['name', 'description', preview.description],
  ]
    .map(([key, name, content]) => `<meta ${key}="${name}" content="${escape(content)}" />`)
    .join('\n    ')
  // The hero as the app first paints it (public-event-hero.tsx), in the same classes, with the
  // background already there: the browser fetches it with the page, not after the app's data.
  const image = preview.image && escape(preview.image)
  const font = preview.titleFont
  const background = image
    ? ` text-white" style="background-image: linear-gradient(rgb(0 0 0 / 0.45), rgb(0 0 0 / 0.45)), url(&quot;${image}&quot;)`
    : ''
  const hero =
    `<main class="mx-auto max-w-5xl px-6 py-10"><section class="-mx-6 -mt-10 flex min-h-[60dvh] flex-col items-center ` +
    `justify-center gap-4 rounded-b-2xl bg-cover bg-center px-6 text-center${background}">` +
    `<h1 class="text-5xl leading-tight sm:text-7xl"${font ? ` style="font-family: &quot;${FONT_FAMILIES[font]}&quot;, cursive"` : ''}>${title}</h1>` +
    (preview.date
      ? `<p class="text-lg ${image ? 'text-white/90' : 'text-slate-600 dark:text-slate-300'}">${escape(preview.date)}</p>`
      : '') +
    `</section></main>`
  const fontHead = font
    ? `\n    <link rel="preload" as="font" type="font/woff2" href="/fonts/${font}.woff2" crossorigin />` +
      `\n    <style>@font-face{font-family:"${FONT_FAMILIES[font]}";src:url(/fonts/${font}.woff2) format("woff2");font-display:swap}</style>`
    : ''
  const lcp = image ?? (preview.lcpImage && escape(preview.lcpImage))
  const preload = (lcp ? `\n    <link rel="preload" as="image" href="${lcp}" fetchpriority="high" />` : '') + fontHead
  // JSON inside <script>: only `<` could end the element early (`</script>`, `<!--`).
  const data = preview.data
    ? `<script id="${PUBLIC_EVENT_DATA_ID}" type="application/json">${JSON.stringify(preview.data).replace(/</g, '\\u003c')}</script>`
    : ''
  // Replacement functions, never strings: in a replacement string `$&`, `$'` and `` $` `` stand
  // for parts of the page, and the event's own text (a couple named "Ann $' Bob") must not expand.
  const head = `<title>${title} – Eventail</title>\n    ${meta}${preload}`
  const root = `<div id="server-hero">${hero}</div>${data}<div id="root"></div>`
  return indexHtml.replace(/<title>[^<]*<\/title>/, () => head).replace('<div id="root"></div>', () => root)
}
