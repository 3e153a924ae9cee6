import subsetFont from 'subset-font'

/**
 * The event's title font cut down to the characters of its title, for the page's HTML
 * (event-page-html.ts puts it inline): a handful of glyphs is a few KB where the whole script
 * face is 33–39 KB, and the title paints in its face at once, with no request and no swap. The
 * guest page's app then leaves the full font alone (src/features/public-site/look/title-font.ts).
 */

// The same title with the same font gives the same bytes: kept, so a busy page subsets once.
const cache = new Map<string, Promise<string | undefined>>()
const CACHE_ENTRIES = 200

/** Base64 WOFF2 of `font` (the whole face's bytes, named `name`) with `text`'s characters, or undefined. */
export function titleFontSubset(
  name: string,
  font: () => Buffer | undefined,
  text: string,
): Promise<string | undefined> {
  // Its characters once each, in order: the key does not grow with repeats.
  const characters = [...new Set(text)].sort().join('')
  const key = `${name}\u0000${characters}`
  let subset = cache.get(key)
  if (!subset) {
    subset = (async () => {
      const bytes = font()
      if (!bytes) return undefined
      try {
        return (await subsetFont(bytes, characters, { targetFormat: 'woff2' })).toString('base64')
      } catch (error) {
        console.error('Title font subset failed', error)
        return undefined
      }
    })()
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
    cache.set(key, subset)
  }
  return subset
}

/** The preview with its title font's subset, when it has a title font; `read` gives a face's bytes by name. */
export async function withTitleFontSubset<T extends { title: string; titleFont?: string; titleFontSubset?: string }>(
  preview: T,
  read: (font: string) => Buffer | undefined,
): Promise<T> {
  const font = preview.titleFont
  if (!font) return preview
  const subset = await titleFontSubset(font, () => read(font), preview.title)
  return subset ? { ...preview, titleFontSubset: subset } : preview
}
