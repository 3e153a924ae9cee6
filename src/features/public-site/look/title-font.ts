import { useEffect } from 'react'
import type { TitleFont } from '@kernel/website-settings'

// At fixed addresses (scripts/title-fonts-plugin.ts, from the @fontsource packages), which the
// server's HTML preloads: a page downloads the one font it shows, no other.
const FONTS: Record<TitleFont, { family: string; url: string }> = {
  'alex-brush': { family: 'Alex Brush', url: '/fonts/alex-brush.woff2' },
  arizonia: { family: 'Arizonia', url: '/fonts/arizonia.woff2' },
  'love-light': { family: 'Love Light', url: '/fonts/love-light.woff2' },
}

/** Without a chosen font: a script face the device already has (no download). */
const DEFAULT_SCRIPT = '"Snell Roundhand", "Apple Chancery", "URW Chancery L", "Segoe Script", cursive'

export function titleFontFamily(font: TitleFont | null): string {
  return font ? `"${FONTS[font].family}", ${DEFAULT_SCRIPT}` : DEFAULT_SCRIPT
}

const started = new Set<TitleFont>()

// The style element api/_lib/event-page-html.ts puts in an event's page (TITLE_FONT_SUBSET_ID).
const SUBSET_ID = 'title-font-subset'

/** Whether the page's HTML carries `font` cut down to characters that include all of `text`'s. */
export function serverSubsetCovers(doc: Pick<Document, 'getElementById'>, font: TitleFont, text: string): boolean {
  const subset = doc.getElementById(SUBSET_ID)?.dataset
  return subset?.font === font && [...text].every((character) => subset.characters?.includes(character))
}

/**
 * Loads the chosen title font as soon as the event is known: preloaded, and swapped in when it
 * arrives (font-display: swap), so the title shows at once in the fallback face. Not when the
 * server's HTML carries the face already, cut down to the title's characters (33–39 KB saved
 * on a guest's phone).
 */
export function useTitleFont(font: TitleFont | null, title: string): void {
  useEffect(() => {
    if (!font || started.has(font) || typeof FontFace === 'undefined') return
    if (serverSubsetCovers(document, font, title)) return
    started.add(font)
    const { family, url } = FONTS[font]
    // The server's HTML preloads it already on the event's own page (not in the editor's preview).
    if (!document.querySelector(`link[rel="preload"][href="${url}"]`)) {
      const preload = Object.assign(document.createElement('link'), {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: url,
        crossOrigin: 'anonymous',
      })
      document.head.append(preload)
    }
    const face = new FontFace(family, `url(${url}) format("woff2")`, { display: 'swap' })
    document.fonts.add(face)
    face.load().catch((error: unknown) => console.error('Title font failed to load', error))
  }, [font, title])
}
