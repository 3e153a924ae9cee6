import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TITLE_FONT_FILES } from '../../scripts/title-fonts-plugin'
import { withEventPreview, type EventPreview } from './event-page-html'
import { withTitleFontSubset } from './title-font-subset'

const read = (font: string) => readFileSync(join(process.cwd(), 'node_modules', TITLE_FONT_FILES[font]))
const INDEX = '<html><head><title>Eventail</title></head><body><div id="root"></div></body></html>'

describe("the title font cut down to the event's title", () => {
  it("carries the title's glyphs in a fraction of the face, inline in the page instead of the face's preload", async () => {
    const preview = await withTitleFontSubset(
      {
        title: 'Camille & Alex',
        date: '',
        description: '',
        url: 'https://x/c',
        titleFont: 'alex-brush',
      } as EventPreview,
      read,
    )
    const bytes = Buffer.from(preview.titleFontSubset!, 'base64')
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(bytes.length).toBeLessThan(read('alex-brush').length / 3)
    const html = withEventPreview(INDEX, preview)
    expect(html).toContain('<style id="title-font-subset" data-font="alex-brush" data-characters="Camile &amp;Ax">')
    expect(html).toContain('src:url(data:font/woff2;base64,')
    expect(html).not.toContain('rel="preload" as="font"')
  })

  it('keeps the preload of the whole face when the face cannot be read', async () => {
    const preview = await withTitleFontSubset(
      { title: 'Léa', date: '', description: '', url: 'https://x/l', titleFont: 'arizonia' } as EventPreview,
      () => undefined,
    )
    expect(preview.titleFontSubset).toBeUndefined()
    expect(withEventPreview(INDEX, preview)).toContain('href="/fonts/arizonia.woff2"')
  })
})
