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
   * That font cut down to the title's characters, base64 WOFF2 (title-font-subset.ts): inline in
   * the page instead of the whole face's preload.
   */
  titleFontSubset?: string
  /**
   * The likely largest paint when it is an image other than the background (the first gift's):
   * preloaded at high priority, so it downloads with the app's code rather than after it.
   */
  lcpImage?: string
  /**
   * The gift list's first cards (those a phone's first screen shows), drawn as the app draws them
   * (src/features/public-site/components/gift-list.tsx) with their images, so the likely largest
   * paint is in the markup rather than waiting for the app. `image` is the grid's URL.
   */
  gifts?: { name: string; amount: number; status: string; image?: string }[]
  /** websiteSettings.giftInstructions, shown above the gifts as the app shows them. */
  giftInstructions?: string
  /**
   * What get_public_event returned for the page's reference, and when: the app renders from it
   * without a round trip (src/features/public-site/api/inline-public-event.ts).
   */
  data?: { ref: string; at: number; row: unknown }
}

/** The id of the script element that carries `data` (same in inline-public-event.ts). */
export const PUBLIC_EVENT_DATA_ID = 'public-event-data'
/** The id of the style element with the title font's subset (same in title-font.ts). */
export const TITLE_FONT_SUBSET_ID = 'title-font-subset'

// Same families and addresses as src/features/public-site/look/title-font.ts.
const FONT_FAMILIES = { 'alex-brush': 'Alex Brush', arizonia: 'Arizonia', 'love-light': 'Love Light' } as const

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// As src/lib/money.ts writes it on the French pages.
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** The first cards of the gift list, in gift-list.tsx's markup and classes, without their buttons. */
function giftsSection(preview: EventPreview): string {
  if (!preview.gifts?.length) return ''
  const cards = preview.gifts
    .map((gift, index) => {
      const available = gift.status !== 'purchased'
      const image = gift.image
        ? `<img src="${escape(gift.image)}" alt=""${index === 0 ? ' fetchpriority="high"' : ''} decoding="async" width="400" height="400" class="size-full object-cover">`
        : ''
      const badge = available
        ? '<span class="w-fit rounded-full px-2 py-0.5 text-xs font-medium bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">Disponible</span>'
        : '<span class="w-fit rounded-full px-2 py-0.5 text-xs font-medium bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200">Déjà offert</span>'
      const frame = available
        ? 'w-full rounded-lg border border-slate-200 text-left dark:border-slate-800'
        : 'rounded-lg border border-slate-200 opacity-50 dark:border-slate-800'
      return (
        `<li><div class="${frame}"><div class="aspect-square overflow-hidden rounded-t-lg bg-slate-100 dark:bg-slate-800">${image}</div>` +
        `<div class="flex flex-col gap-1 p-3"><span class="font-medium">${escape(gift.name)}</span>` +
        `<span class="text-sm text-slate-600 dark:text-slate-300">${euros.format(gift.amount)}</span>${badge}</div></div></li>`
      )
    })
    .join('')
  const instructions = preview.giftInstructions
    ? `<div class="mx-auto mb-6 max-w-2xl rounded-lg border border-slate-200 p-4 dark:border-slate-800"><h3 class="mb-1 font-medium">Comment offrir</h3>` +
      `<p class="text-sm break-words whitespace-pre-line">${escape(preview.giftInstructions)}</p></div>`
    : ''
  return (
    `<section class="scroll-mt-6 py-10"><h2 class="mb-6 text-center text-2xl font-semibold">Liste de cadeaux</h2>` +
    `${instructions}<ul class="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">${cards}</ul></section>`
  )
}

/**
 * The app's stylesheet in the page itself for an event's page: the first paint then waits for
 * no second request. `read` gives a file of the build by its URL path, or undefined (the link stays).
 */
export function inlineStylesheets(html: string, read: (path: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, path: string) => {
    const css = read(path)
    // The disabled link is never fetched, but the build's loader of lazy chunks finds it there and
    // does not download the stylesheet the page already has (9.6 KB on a guest's phone).
    return css === undefined
      ? link
      : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${path}" disabled>`
  })
}

/** The id of the inline script that starts the app on an event's page (see holdBackApp). */
export const APP_START_ID = 'app-start'
/**
 * How long the app waits at most for the page's largest paint: on a link too slow to bring the
 * image soon, the guest gets the page's buttons rather than a picture they cannot act on.
 */
export const APP_START_FALLBACK_MS = 2500

const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g

/**
 * The app's code is fetched only once the page's likely largest paint (`lcp`, preloaded; else the
 * hero's text) is on screen: the server's HTML already draws the first screen, and a phone that
 * compiles and runs the app's code meanwhile paints it later. Once the image has loaded (or
 * failed) and the next frame is painted, or after APP_START_FALLBACK_MS whatever happens, an
 * inline script adds the module scripts and their preloads as the build wrote them, in order.
 * Pages without the server's hero (the app's own routes, an unknown event) keep their scripts.
 */
export function holdBackApp(html: string, lcp?: string): string {
  const scripts: string[] = []
  const preloads: string[] = []
  const rest = html
    .replace(MODULE_SCRIPT, (_, src: string) => (scripts.push(src), ''))
    .replace(MODULE_PRELOAD, (_, href: string) => (preloads.push(href), ''))
  if (scripts.length === 0) return html
  // JSON inside <script>: only `<` could end the element early.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const start =
    `<script id="${APP_START_ID}">(function(){var s=${json(scripts)},p=${json(preloads)},l=${json(lcp ?? null)},d=0;` +
    `function go(){if(d)return;d=1;var h=document.head;` +
    `p.forEach(function(u){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=u;h.appendChild(e)});` +
    `s.forEach(function(u){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.async=false;e.src=u;h.appendChild(e)})}` +
    // rAF runs just before a frame is painted, the timeout queued from it after that paint; the
    // second frame leaves the image (decoded off the main thread) time to be in the first.
    `function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `if(l){var i=new Image();i.onload=i.onerror=painted;i.src=l}else painted();` +
    `setTimeout(go,${APP_START_FALLBACK_MS})})()</script>`
  return rest.replace('</body>', () => `${start}\n  </body>`)
}

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
    `</section>${giftsSection(preview)}</main>`
  // The subset carries the title's characters only: the app reads which (title-font.ts) and loads
  // the whole face only for a title it does not cover.
  const fontHead = !font
    ? ''
    : preview.titleFontSubset
      ? `\n    <style id="${TITLE_FONT_SUBSET_ID}" data-font="${font}" data-characters="${escape([...new Set(preview.title)].join(''))}">` +
        `@font-face{font-family:"${FONT_FAMILIES[font]}";src:url(data:font/woff2;base64,${preview.titleFontSubset}) format("woff2");font-display:swap}</style>`
      : `\n    <link rel="preload" as="font" type="font/woff2" href="/fonts/${font}.woff2" crossorigin />` +
        `\n    <style>@font-face{font-family:"${FONT_FAMILIES[font]}";src:url(/fonts/${font}.woff2) format("woff2");font-display:swap}</style>`
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
  const page = indexHtml.replace(/<title>[^<]*<\/title>/, () => head).replace('<div id="root"></div>', () => root)
  // The URL as the preload has it: `lcp` is escaped for an attribute, the script wants it plain.
  return holdBackApp(page, preview.image ?? preview.lcpImage)
}
