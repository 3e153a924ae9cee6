import { useEffect } from 'react'
import type { TitleFont } from './website-settings'

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

/**
 * Loads the chosen title font as soon as the event is known: preloaded, and swapped in when it
 * arrives (font-display: swap), so the title shows at once in the fallback face.
 */
export function useTitleFont(font: TitleFont | null): void {
  useEffect(() => {
    if (!font || started.has(font) || typeof FontFace === 'undefined') return
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
  }, [font])
}
