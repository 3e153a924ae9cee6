import { describe, expect, it } from 'vitest'
import { withEventPreview } from './event-page-html'

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Eventail</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe('withEventPreview', () => {
  const html = withEventPreview(INDEX, {
    title: 'Camille & Alex <3',
    date: '14 juin 2027',
    description: '14 juin 2027 · Château "de" Vaux',
    url: 'https://eventail.app/camille-et-alex',
    image: 'https://api.example/storage/v1/object/sign/media/a.webp?token=x&y=1',
  })

  it('carries Open Graph and Twitter tags, escaped', () => {
    expect(html).toContain('<title>Camille &amp; Alex &lt;3 – Eventail</title>')
    expect(html).toContain('<meta property="og:title" content="Camille &amp; Alex &lt;3" />')
    expect(html).toContain('<meta property="og:description" content="14 juin 2027 · Château &quot;de&quot; Vaux" />')
    expect(html).toContain('<meta property="og:url" content="https://eventail.app/camille-et-alex" />')
    expect(html).toContain(
      '<meta property="og:image" content="https://api.example/storage/v1/object/sign/media/a.webp?token=x&amp;y=1" />',
    )
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it('puts the hero text in the markup, beside the root the app renders into', () => {
    expect(html).toMatch(
      /<div id="server-hero"><main [^>]*><section [^>]*><h1 [^>]*>Camille &amp; Alex &lt;3<\/h1><p [^>]*>14 juin 2027<\/p>.*<\/div><div id="root"><\/div>/,
    )
  })

  it("preloads the event's title font and uses it in the hero before the app runs", () => {
    const withFont = withEventPreview(INDEX, {
      title: 'Léa',
      date: '',
      description: '',
      url: 'https://x/lea',
      titleFont: 'arizonia',
    })
    expect(withFont).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/fonts/arizonia.woff2" crossorigin />',
    )
    expect(withFont).toContain('@font-face{font-family:"Arizonia";src:url(/fonts/arizonia.woff2)')
    expect(withFont).toMatch(/<h1 [^>]*style="font-family: &quot;Arizonia&quot;, cursive">Léa<\/h1>/)
  })

  it('makes a small card without an image', () => {
    const plain = withEventPreview(INDEX, { title: 'Léa', date: '', description: '', url: 'https://x/lea' })
    expect(plain).toContain('<meta name="twitter:card" content="summary" />')
    expect(plain).not.toContain('og:image')
    expect(plain).not.toContain('<p ')
  })
})

describe("withEventPreview and replacement patterns in an event's text", () => {
  // In a replacement string, `$&` is the match, `` $` `` what precedes it, `$'` what follows it:
  // a spouse named "Ann $' Bob" once put copies of the whole page into the link preview.
  const patterns = ["$'", '$&', '$`', '$$', '$1', '$<name>']

  const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  it.each(patterns)('keeps %s as typed in the title, date, place and image', (typed) => {
    const pattern = html(typed)
    const page = withEventPreview(INDEX, {
      title: `Ann ${typed} Bob`,
      date: `14 juin ${typed}`,
      description: `Château ${typed}`,
      url: `https://eventail.app/ann${typed}`,
      image: `https://api.example/storage/v1/object/sign/media/a.webp?token=${typed}`,
    })
    expect(page.match(/<html/g)).toHaveLength(1)
    expect(page.match(/<title>/g)).toHaveLength(1)
    expect(page.match(/<div id="root"><\/div>/g)).toHaveLength(1)
    expect(page).toContain(`<title>Ann ${pattern} Bob – Eventail</title>`)
    expect(page).toContain(`<meta property="og:description" content="Château ${pattern}" />`)
    expect(page).toContain(`<meta property="og:url" content="https://eventail.app/ann${pattern}" />`)
    expect(page).toContain(`>Ann ${pattern} Bob</h1>`)
    expect(page).toContain(`<p class="text-lg text-white/90">14 juin ${pattern}</p>`)
    expect(page).toContain(`href="https://api.example/storage/v1/object/sign/media/a.webp?token=${pattern}"`)
  })
})
