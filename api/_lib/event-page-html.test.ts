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
