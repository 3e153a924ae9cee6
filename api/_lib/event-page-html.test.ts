import { describe, expect, it } from 'vitest'
import {
  APP_START_FALLBACK_MS,
  APP_START_ID,
  holdBackApp,
  inlineStylesheets,
  withEventPreview,
} from './event-page-html'

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

describe("the event's first screen in the HTML, before the app runs", () => {
  const small = 'https://api.example/storage/v1/object/public/public-media/u/e/gifts/1-vase.webp.w480.webp'
  const row = { id: 'e', slug: 'anna-et-tom', name: '</script><script>alert(1)</script>', gifts: [] }
  const page = withEventPreview(INDEX, {
    title: 'Anna & Tom',
    date: '14 juin 2027',
    description: '',
    url: 'https://eventail.app/anna-et-tom',
    lcpImage: small,
    gifts: [
      { name: 'Vase <bleu>', amount: 1250, status: 'available', image: small },
      { name: 'Tapis', amount: 45.5, status: 'purchased' },
    ],
    giftInstructions: 'Virement <RIB>',
    data: { ref: 'anna-et-tom', at: 1_700_000_000_000, row },
  })

  it("carries get_public_event's answer, which no text of the event can break out of", () => {
    const json = /<script id="public-event-data" type="application\/json">(.*?)<\/script>/.exec(page)?.[1]
    expect(json).toBeDefined()
    expect(json).not.toContain('</script')
    expect(JSON.parse(json!)).toEqual({ ref: 'anna-et-tom', at: 1_700_000_000_000, row })
    expect(page.indexOf('public-event-data')).toBeLessThan(page.indexOf('<div id="root">'))
  })

  it('preloads the likely largest paint at high priority, and draws the first gift cards with it', () => {
    expect(page).toContain(`<link rel="preload" as="image" href="${small}" fetchpriority="high" />`)
    expect(page).toMatch(
      /<div id="server-hero">.*<h2 [^>]*>Liste de cadeaux<\/h2>.*<img src="https:\/\/api\.example[^"]*w480\.webp" alt="" fetchpriority="high"[^>]*>.*Vase &lt;bleu&gt;.*1\u202f250,00\u00a0€.*Disponible.*Tapis.*45,50\u00a0€.*Déjà offert/,
    )
    expect(page).toContain('Virement &lt;RIB&gt;')
    // Not lazy: the first screen's images load with the page.
    expect(page).not.toContain('loading="lazy"')
    // No link or button the guest could use before the app has taken over.
    expect(page.slice(page.indexOf('server-hero'))).not.toMatch(/<(a|button)[ >]/)
  })

  it('prefers the background as the largest paint when there is one', () => {
    const withBackground = withEventPreview(INDEX, {
      title: 'Léa',
      date: '',
      description: '',
      url: 'https://x/lea',
      image: 'https://api.example/storage/v1/object/public/public-media/u/e/website/1.webp',
      lcpImage: small,
    })
    expect(withBackground.match(/rel="preload" as="image"/g)).toHaveLength(1)
    expect(withBackground).toContain(
      'href="https://api.example/storage/v1/object/public/public-media/u/e/website/1.webp" fetchpriority="high"',
    )
  })
})

describe("the app's code starts after the page's largest paint", () => {
  const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Eventail</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`
  const gift = 'https://api.example/storage/v1/object/public/public-media/u/e/gifts/1.webp.w480.webp'
  const page = withEventPreview(BUILT, {
    title: 'Anna & Tom',
    date: '',
    description: '',
    url: 'https://x/anna-et-tom',
    lcpImage: gift,
    gifts: [{ name: 'Vase', amount: 10, status: 'available', image: gift }],
  })

  /** Runs the page's start script in a stand-in browser; returns what it adds to the head, and the image it waits for. */
  function runStart(html: string) {
    const code = new RegExp(`<script id="${APP_START_ID}">(.*?)</script>`).exec(html)?.[1]
    expect(code).toBeDefined()
    const added: { tag: string; src?: string; href?: string; rel?: string; type?: string; async?: boolean }[] = []
    const images: { src?: string; onload?: () => void; onerror?: () => void }[] = []
    const frames: (() => void)[] = []
    const timers: { at: number; run: () => void }[] = []
    const document = {
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
      createElement: (tag: string) => ({ tag }),
    }
    class Image {
      constructor() {
        images.push(this)
      }
    }
    const requestAnimationFrame = (run: () => void) => frames.push(run)
    const setTimeout = (run: () => void, at: number) => timers.push({ at, run })
    new Function('document', 'Image', 'requestAnimationFrame', 'setTimeout', code!)(
      document,
      Image,
      requestAnimationFrame,
      setTimeout,
    )
    const nextFrame = () => frames.splice(0).forEach((run) => run())
    const timersDue = (upTo: number) =>
      timers
        .filter((timer) => timer.at <= upTo)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1)
          timer.run()
        })
    return { added, images, nextFrame, timersDue }
  }

  it('serves the page without its module script and preloads: an inline script adds them', () => {
    expect(page).not.toMatch(/<script type="module"/)
    expect(page).not.toContain('rel="modulepreload"')
    expect(page.indexOf(APP_START_ID)).toBeGreaterThan(page.indexOf('<div id="root">'))
  })

  it("adds them, in the build's order, once the largest paint's image has loaded and a frame is painted", () => {
    const start = runStart(page)
    expect(start.images.map((image) => image.src)).toEqual([gift])
    start.nextFrame()
    start.timersDue(0)
    expect(start.added).toEqual([])
    start.images[0].onload!()
    start.nextFrame()
    start.nextFrame()
    expect(start.added).toEqual([])
    start.timersDue(0)
    expect(start.added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-def.js' },
      { tag: 'script', type: 'module', crossOrigin: '', async: false, src: '/assets/index-abc.js' },
    ])
    // Once only, whatever comes next.
    start.timersDue(APP_START_FALLBACK_MS)
    expect(start.added).toHaveLength(2)
  })

  it('starts the app all the same when the image fails, or does not come in time', () => {
    const failing = runStart(page)
    failing.images[0].onerror!()
    failing.nextFrame()
    failing.nextFrame()
    failing.timersDue(0)
    expect(failing.added.map((element) => element.src ?? element.href)).toEqual([
      '/assets/react-def.js',
      '/assets/index-abc.js',
    ])
    const slow = runStart(page)
    slow.timersDue(APP_START_FALLBACK_MS)
    expect(slow.added).toHaveLength(2)
  })

  it('starts the app after the first frame on a page without an image', () => {
    const start = runStart(withEventPreview(BUILT, { title: 'Léa', date: '', description: '', url: 'https://x/lea' }))
    expect(start.images).toEqual([])
    start.nextFrame()
    start.nextFrame()
    start.timersDue(0)
    expect(start.added).toHaveLength(2)
  })

  it("leaves a page whose scripts it cannot find as it is (the app's own routes are served as built)", () => {
    expect(holdBackApp(INDEX, gift)).toBe(INDEX)
  })
})

describe('inlineStylesheets', () => {
  const index = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>'
  it("puts the app's stylesheet in the page, with a disabled link the app's loader recognises (never fetched)", () => {
    expect(inlineStylesheets(index, (path) => (path === '/assets/index-abc.css' ? 'a{color:red}' : undefined))).toBe(
      '<head><style>a{color:red}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled></head>',
    )
  })
  it('keeps the link when the file cannot be read', () => {
    expect(inlineStylesheets(index, () => undefined)).toBe(index)
  })
})
