import { DEFAULT_MAIL_LOOK, MAIL_SCRIPT_FALLBACK, mailColours, type MailLook } from './mail-look.js'

/**
 * The frame every guest e-mail is drawn in (invitations, save-the-dates, reminders, messages,
 * and any other mail to guests): the event's look around what the mail says. Tables and inline
 * styles, as mail clients need; the site's background picture as the header, the title in the
 * site's title font and accent, one button.
 *
 * Light and dark: the inline colours are the site's theme. A light mail declares both schemes
 * and carries its dark colours for the clients that follow the reader's setting
 * (prefers-color-scheme: Apple Mail, iOS, Outlook for Mac; `[data-ogsc]`/`[data-ogsb]`:
 * Outlook.com); the clients that invert colours themselves (Gmail's apps) find every background
 * set explicitly, and the accent's button keeps white text at 4.5:1 either way.
 */
export interface MailFrame {
  /** The mail's subject, as the HTML's title. */
  subject: string
  /** The event's title (the couple's names), in the title font; '' for none. */
  title: string
  /** Lines under the title: the date, the place. */
  details: string[]
  look?: MailLook
  /** The mail's own rows (`<tr>…</tr>`), escaped already; drawn with `MAIL_CLASS` and `mailColoursOf`. */
  rows: string
  /** The line under the card (who sends it, unsubscribing), escaped already. */
  footer: string
}

/** Classes the frame's dark colours apply to: what a mail's rows use for their text. */
export const MAIL_CLASS = { text: 'ev-text', muted: 'ev-muted', accent: 'ev-accent' } as const

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/** A URL inside CSS `url('…')` inside an attribute: nothing in it may end either. */
const cssUrl = (url: string) =>
  escapeHtml(url.replace(/['"()\\\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`))

/** The colours a mail's rows are drawn with inline (the site's theme). */
export function mailColoursOf(look: MailLook = DEFAULT_MAIL_LOOK) {
  return mailColours(look.accent, look.theme)
}

/** The button: the accent with white text, a link that looks the same in every client. */
export function mailButton(url: string, label: string, look: MailLook = DEFAULT_MAIL_LOOK): string {
  const { button } = mailColoursOf(look)
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>',
    `<td align="center" bgcolor="${button}" style="border-radius:6px;background-color:${button}">`,
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 28px;font-family:Arial,sans-serif;`,
    `font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>`,
    '</td></tr></table>',
  ].join('')
}

function darkRules(look: MailLook): string {
  const dark = mailColours(look.accent, 'dark')
  const rules = (scope: string) =>
    [
      `${scope}.ev-page{background-color:${dark.page} !important}`,
      `${scope}.ev-card{background-color:${dark.card} !important;border-color:${dark.border} !important}`,
      `${scope}.ev-text{color:${dark.text} !important}`,
      `${scope}.ev-muted{color:${dark.muted} !important}`,
      `${scope}.ev-accent{color:${dark.accent} !important}`,
    ].join('')
  return `@media (prefers-color-scheme:dark){${rules('')}}${rules('[data-ogsc] ')}${rules('[data-ogsb] ')}`
}

export function renderMailLayout(frame: MailFrame): string {
  const look = frame.look ?? DEFAULT_MAIL_LOOK
  const c = mailColoursOf(look)
  const font = look.titleFont
  // The family names are ours (mail-look.ts), quoted as the attribute allows.
  const titleFamily = font ? `'${font.family}',${MAIL_SCRIPT_FALLBACK}` : MAIL_SCRIPT_FALLBACK
  const style = [
    ':root{color-scheme:light dark;supported-color-schemes:light dark}',
    font
      ? `@font-face{font-family:"${font.family}";src:url("${font.url.replace(/["\\<>\s]/g, (c) => encodeURIComponent(c))}") format("woff2");font-display:swap}`
      : '',
    // A dark site's mail is dark everywhere: it is the site's look, not the reader's setting.
    look.theme === 'light' ? darkRules(look) : '',
  ].join('')
  const header = look.headerImage
    ? `<tr><td height="180" bgcolor="${c.button}" background="${escapeHtml(look.headerImage)}" ` +
      `style="height:180px;background-color:${c.button};background-image:url('${cssUrl(look.headerImage)}');` +
      'background-size:cover;background-position:center;border-radius:8px 8px 0 0;font-size:0;line-height:0">&nbsp;</td></tr>'
    : `<tr><td height="6" bgcolor="${c.button}" style="height:6px;background-color:${c.button};` +
      'border-radius:8px 8px 0 0;font-size:0;line-height:0">&nbsp;</td></tr>'
  const cell = `font-family:Georgia,serif;color:${c.text}`
  return [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(frame.subject)}</title><style>${style}</style></head>`,
    `<body class="ev-page" style="margin:0;padding:0;background-color:${c.page}">`,
    `<table role="presentation" class="ev-page" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${c.page}" style="background-color:${c.page}">`,
    '<tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" class="ev-card" width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="${c.card}" `,
    `style="max-width:560px;width:100%;background-color:${c.card};border:1px solid ${c.border};border-radius:8px">`,
    header,
    `<tr><td class="${MAIL_CLASS.text}" style="padding:28px 32px 8px;${cell};text-align:center">`,
    frame.title
      ? `<h1 class="${MAIL_CLASS.accent}" style="margin:0 0 8px;font-family:${titleFamily};font-size:40px;line-height:1.2;` +
        `font-weight:normal;color:${c.accent}">${escapeHtml(frame.title)}</h1>`
      : '',
    frame.details.length
      ? `<p class="${MAIL_CLASS.muted}" style="margin:0;font-size:15px;color:${c.muted}">${frame.details.map(escapeHtml).join(' · ')}</p>`
      : '',
    '</td></tr>',
    frame.rows,
    '</table>',
    `<p class="${MAIL_CLASS.muted}" style="margin:16px 0 0;font-family:Arial,sans-serif;font-size:12px;color:${c.muted}">`,
    frame.footer,
    '</p>',
    '</td></tr></table></body></html>',
  ].join('')
}
