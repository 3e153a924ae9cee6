import { escapeHtml, MAIL_CLASS, mailButton, mailColoursOf, renderMailLayout } from './mail-layout.js'
import type { MailLook } from './mail-look.js'

export { escapeHtml } from './mail-layout.js'

/**
 * The e-mail a guest receives, rendered the same way by the drain (api/) and by the dialog's live
 * preview: French, plain text and HTML. The organisers' words are text: every character is
 * escaped in the HTML, and only the web addresses they typed become links.
 */
export interface MailEvent {
  name: string | null
  type: string
  spouse1: string | null
  spouse2: string | null
  person: string | null
  /** ISO timestamp. */
  date: string | null
  location: string | null
  /** ISO date (YYYY-MM-DD). */
  rsvp_deadline: string | null
}

export interface GuestMailInput {
  event: MailEvent
  guestName: string
  subject: string
  body: string
  /** The guest's own RSVP link (their invitation token): the 'Répondre' button. */
  rsvpUrl: string
  unsubscribeUrl: string
  /** The event's site as the mail shows it (mail-look.ts); the app's plain look without it. */
  look?: MailLook
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

const present = (value: string | null | undefined): value is string => Boolean(value && value.trim())

/** "Camille & Alex" for a wedding, the person otherwise, the event's own name first. */
export function mailEventTitle(event: Pick<MailEvent, 'name' | 'type' | 'spouse1' | 'spouse2' | 'person'>): string {
  if (present(event.name)) return event.name.trim()
  if (event.type === 'wedding') return [event.spouse1, event.spouse2].filter(present).join(' & ')
  return present(event.person) ? event.person.trim() : ''
}

// Europe/Paris, so that the server (UTC) and the organiser's browser write the same day.
const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
})
const dayDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "samedi 12 juin 2027", or '' without a date. */
export function mailEventDate(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date)
}

/** An RSVP deadline (a calendar day): "1 mai 2027". */
export function mailDeadline(day: string | null): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return ''
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? '' : dayDate.format(date)
}

// Nothing that ends a header line or hides characters survives into a subject or a name.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** One line, for a subject or a display name. */
export function oneLine(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
}

/** The placeholders filled for one guest. Unknown braces stay as typed. */
export function fillPlaceholders(text: string, values: Record<'prénom' | 'nom' | 'lien' | 'date' | 'lieu', string>) {
  return text.normalize('NFC').replace(/\{(prénom|prenom|nom|lien|date|lieu)\}/gi, (_, raw: string) => {
    const key = raw.toLowerCase() === 'prenom' ? 'prénom' : (raw.toLowerCase() as keyof typeof values)
    return values[key]
  })
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g
// Rose 700, the default accent's links.
const LINK_COLOUR = '#be123c'

/** Escaped text with its http(s) addresses as links (trailing punctuation left outside), in `colour`. */
export function linkify(text: string, colour = LINK_COLOUR): string {
  const style = `color:${colour};text-decoration:underline`
  const className = colour === LINK_COLOUR ? '' : ` class="${MAIL_CLASS.accent}"`
  let html = ''
  let at = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '')
    const start = match.index
    html += escapeHtml(text.slice(at, start))
    html += `<a href="${escapeHtml(url)}"${className} style="${style}">${escapeHtml(url)}</a>`
    at = start + url.length
  }
  return html + escapeHtml(text.slice(at))
}

function paragraphs(text: string, linkColour: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) => `<p style="margin:0 0 16px;line-height:1.5">${linkify(block, linkColour).replace(/\n/g, '<br>')}</p>`,
    )
    .join('')
}

export function renderGuestMail(input: GuestMailInput): RenderedMail {
  const { event } = input
  const title = mailEventTitle(event)
  const date = mailEventDate(event.date)
  const place = event.location?.trim() ?? ''
  const deadline = mailDeadline(event.rsvp_deadline)
  const guestName = oneLine(input.guestName)
  const values = {
    prénom: guestName.split(' ')[0] ?? '',
    nom: guestName,
    lien: input.rsvpUrl,
    date: date || 'date à venir',
    lieu: place || 'lieu à venir',
  }
  const subject = oneLine(fillPlaceholders(input.subject, values)).slice(0, 250)
  const body = fillPlaceholders(input.body.replace(/\r\n?/g, '\n'), values).trim()
  const details = [date, place].filter(Boolean)
  const deadlineLine = deadline ? `Merci de répondre avant le ${deadline}.` : ''

  const text = [
    body,
    '',
    deadlineLine,
    `Répondre : ${input.rsvpUrl}`,
    '',
    '—',
    [title, ...details].filter(Boolean).join(' · '),
    `Se désabonner : ${input.unsubscribeUrl}`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n')

  const colours = mailColoursOf(input.look)
  const cell = `font-family:Georgia,serif;color:${colours.text}`
  const rows = [
    `<tr><td class="${MAIL_CLASS.text}" style="padding:20px 32px 4px;${cell};font-size:16px">${paragraphs(body, colours.accent)}</td></tr>`,
    `<tr><td align="center" class="${MAIL_CLASS.text}" style="padding:8px 32px 28px;${cell}">`,
    deadlineLine
      ? `<p class="${MAIL_CLASS.muted}" style="margin:0 0 16px;font-size:14px;color:${colours.muted}">${escapeHtml(deadlineLine)}</p>`
      : '',
    mailButton(input.rsvpUrl, 'Répondre', input.look),
    '</td></tr>',
  ].join('')
  const footer =
    `Vous recevez cet e-mail de la part des organisateurs${title ? ` de ${escapeHtml(title)}` : ''}, via Eventail. ` +
    `<a href="${escapeHtml(input.unsubscribeUrl)}" class="${MAIL_CLASS.muted}" style="color:${colours.muted};text-decoration:underline">Se désabonner</a>`
  const html = renderMailLayout({ subject, title, details, look: input.look, rows, footer })

  return { subject, text, html }
}
