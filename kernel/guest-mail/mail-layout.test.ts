import { describe, expect, it } from 'vitest'
import { renderMailLayout } from './mail-layout'
import { DEFAULT_MAIL_LOOK, readMailLook } from './mail-look'
import { renderGuestMail } from './render-guest-mail'

const SITE = 'https://eventail.app'
const event = {
  name: null,
  type: 'wedding',
  spouse1: 'Camille',
  spouse2: 'Alex',
  person: null,
  date: '2027-06-12T14:00:00Z',
  location: 'Château de Lourmarin',
  rsvp_deadline: '2027-05-01',
}
const mail = (settings: unknown, header: string | null = null) =>
  renderGuestMail({
    event,
    guestName: 'Léa Martin',
    subject: 'Invitation',
    body: 'Bonjour {prénom},\n\nLe programme : https://eventail.app/camille-et-alex',
    rsvpUrl: 'https://eventail.app/camille-et-alex?invite=abc',
    unsubscribeUrl: 'https://eventail.app/camille-et-alex/unsubscribe?token=abc',
    look: readMailLook(settings, SITE, header),
  }).html

describe("the guests' mail looks like the event's site", () => {
  it('reads the look from websiteSettings, defaults for what is missing or unknown', () => {
    expect(readMailLook({}, SITE)).toEqual(DEFAULT_MAIL_LOOK)
    expect(readMailLook(null, SITE)).toEqual(DEFAULT_MAIL_LOOK)
    expect(
      readMailLook({ theme: 'dark', accent: 'plum', titleFont: 'arizonia' }, `${SITE}/`, 'https://x.test/a.webp'),
    ).toEqual({
      theme: 'dark',
      accent: 'plum',
      titleFont: { family: 'Arizonia', url: 'https://eventail.app/fonts/arizonia.woff2' },
      headerImage: 'https://x.test/a.webp',
    })
    expect(readMailLook({ titleFont: 'comic-sans', accent: 'lime' }, SITE, 'javascript:alert(1)')).toEqual(
      DEFAULT_MAIL_LOOK,
    )
  })

  it("draws a light site's mail in its accent, title font and background, with dark colours for dark clients", () => {
    const html = mail(
      { theme: 'light', accent: 'sage', titleFont: 'alex-brush' },
      'https://cdn.test/public-media/bg.webp',
    )
    expect(html).toContain('<meta name="color-scheme" content="light dark">')
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">')
    // The button in sage 600 with white text, the title and links in sage 700 (light) or 300 (dark).
    expect(html).toContain('bgcolor="#047857"')
    expect(html).toMatch(
      /<h1 class="ev-accent" style="[^"]*font-family:'Alex Brush','Snell Roundhand'[^"]*cursive[^"]*color:#065f46"/,
    )
    expect(html).toContain('<a href="https://eventail.app/camille-et-alex" class="ev-accent" style="color:#065f46;')
    expect(html).toContain('@font-face{font-family:"Alex Brush";src:url("https://eventail.app/fonts/alex-brush.woff2")')
    expect(html).toContain("background-image:url('https://cdn.test/public-media/bg.webp')")
    expect(html).toContain('background="https://cdn.test/public-media/bg.webp"')
    expect(html).toContain('background-color:#ffffff')
    expect(html).toMatch(/@media \(prefers-color-scheme:dark\)\{[^}]*\.ev-page\{background-color:#020617 !important\}/)
    expect(html).toContain('.ev-accent{color:#6ee7b7 !important}')
    expect(html).toContain('[data-ogsc] .ev-text{color:#f1f5f9 !important}')
    expect(html).not.toContain('#be123c')
  })

  it("draws a dark site's mail dark in every client, and a mail without a picture with the accent's band", () => {
    const html = mail({ theme: 'dark', accent: 'navy' })
    expect(html).toContain('background-color:#0f172a')
    expect(html).toContain('background-color:#020617')
    expect(html).not.toContain('prefers-color-scheme')
    expect(html).toMatch(/<h1 class="ev-accent" style="[^"]*color:#93c5fd"/)
    expect(html).toContain('<td height="6" bgcolor="#1d4ed8"')
    expect(html).not.toContain('background-image')
    expect(html).not.toContain('@font-face')
  })

  it('keeps a picture URL inside its CSS and its attribute', () => {
    const html = renderMailLayout({
      subject: 's',
      title: 't',
      details: [],
      look: { ...DEFAULT_MAIL_LOOK, headerImage: 'https://x.test/a\') ;}</style><script>"x.webp' },
      rows: '',
      footer: '',
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain("background-image:url('https://x.test/a%27%29%20;}&lt;/style&gt;&lt;script&gt;%22x.webp')")
  })

  it('keeps the plain look without one: rose, no header picture, no web font', () => {
    const html = mail(undefined)
    expect(html).toContain('bgcolor="#e11d48"')
    expect(html).toContain('color:#be123c;text-decoration:underline')
  })
})
