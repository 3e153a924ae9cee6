/**
 * The confirmation a guest receives after answering the RSVP or reserving gifts (issue 29), in
 * French, plain text and HTML. Its words are the product's; only names and the organisers' gift
 * instructions come from people, and every character of them is escaped in the HTML.
 */
import { MAIL_CLASS, mailColoursOf, renderMailLayout } from './mail-layout.js'
import type { MailLook } from './mail-look.js'
import {
  escapeHtml,
  linkify,
  mailDeadline,
  mailEventTitle,
  oneLine,
  type MailEvent,
  type RenderedMail,
} from './render-guest-mail.js'

/** What the database queued (mail_outbox.confirmation). */
export type Confirmation =
  { kind: 'rsvp'; status: string; number: number | null; companions: string[] } | { kind: 'gift'; gifts: string[] }

export interface ConfirmationInput {
  event: MailEvent & { gift_instructions?: unknown }
  recipientName: string
  confirmation: Confirmation
  /** The guest's personal link; null for a buyer who is not on the guest list. */
  rsvpUrl: string | null
  unsubscribeUrl: string | null
  /** The event's site look (mail-look.ts); the default frame without it. */
  look?: MailLook
}

/** Reads the outbox's `confirmation` JSON; null for anything else. */
export function readConfirmation(value: unknown): Confirmation | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : []
  if (record.kind === 'rsvp' && typeof record.status === 'string') {
    return {
      kind: 'rsvp',
      status: record.status,
      number: typeof record.number === 'number' ? record.number : null,
      companions: strings(record.companions),
    }
  }
  if (record.kind === 'gift') return { kind: 'gift', gifts: strings(record.gifts) }
  return null
}

/** "Anne", "Anne et Paul", "Anne, Paul et Léa". */
export function frenchList(items: readonly string[]): string {
  const clean = items.map(oneLine).filter(Boolean)
  if (clean.length <= 1) return clean.join('')
  return `${clean.slice(0, -1).join(', ')} et ${clean[clean.length - 1]}`
}

function rsvpLines(input: ConfirmationInput, c: Extract<Confirmation, { kind: 'rsvp' }>, title: string): string[] {
  const of = title ? ` pour ${title}` : ''
  const deadline = mailDeadline(input.event.rsvp_deadline)
  const answer =
    c.status === 'confirmed'
      ? c.companions.length > 0
        ? `Vous serez présent(e), avec ${frenchList(c.companions)} : ${c.companions.length + 1} personnes au total.`
        : 'Vous serez présent(e).'
      : 'Vous ne pourrez pas venir : c’est bien noté.'
  const change = input.rsvpUrl
    ? deadline
      ? `Vous pouvez modifier votre réponse jusqu’au ${deadline} avec votre lien personnel : ${input.rsvpUrl}`
      : `Vous pouvez modifier votre réponse avec votre lien personnel : ${input.rsvpUrl}`
    : ''
  return [`Merci ! Nous avons bien reçu votre réponse${of}.`, answer, change]
}

function giftLines(input: ConfirmationInput, c: Extract<Confirmation, { kind: 'gift' }>, title: string): string[] {
  const of = title ? ` pour ${title}` : ''
  const gifts =
    c.gifts.length === 1
      ? `le cadeau « ${oneLine(c.gifts[0])} »`
      : `les cadeaux ${frenchList(c.gifts.map((g) => `« ${g} »`))}`
  const instructions =
    typeof input.event.gift_instructions === 'string'
      ? input.event.gift_instructions.replace(/\r\n?/g, '\n').trim()
      : ''
  return [
    `Merci ! Vous avez réservé ${gifts}${of}.`,
    instructions ? `Comment l’offrir, d’après les organisateurs :\n${instructions}` : '',
    input.rsvpUrl ? `Votre lien personnel : ${input.rsvpUrl}` : '',
  ]
}

export function renderConfirmation(input: ConfirmationInput): RenderedMail {
  const { confirmation: c } = input
  const title = mailEventTitle(input.event)
  const firstName = oneLine(input.recipientName).split(' ')[0] ?? ''
  const subject =
    c.kind === 'rsvp' ? 'Votre réponse est bien enregistrée' : 'Votre réservation de cadeau est bien enregistrée'
  const lines = [
    firstName ? `Bonjour ${firstName},` : 'Bonjour,',
    ...(c.kind === 'rsvp' ? rsvpLines(input, c, title) : giftLines(input, c, title)),
  ].filter(Boolean)
  const footer = `Vous recevez cet e-mail de la part des organisateurs${title ? ` de ${title}` : ''}, via Eventail, parce que vous venez de leur répondre.`
  const text = [
    lines.join('\n\n'),
    '',
    '—',
    footer,
    input.unsubscribeUrl ? `Se désabonner : ${input.unsubscribeUrl}` : '',
  ]
    .filter((line, i) => line !== '' || i === 1)
    .join('\n')

  // The same frame as the organisers' mails: the event's look (mail-layout.ts).
  const colours = mailColoursOf(input.look)
  const cell = `font-family:Georgia,serif;color:${colours.text}`
  const paragraphs = lines
    .map(
      (line) =>
        `<p style="margin:0 0 16px;line-height:1.5">${linkify(line, colours.accent).replace(/\n/g, '<br>')}</p>`,
    )
    .join('')
  const rows = `<tr><td class="${MAIL_CLASS.text}" style="padding:20px 32px 12px;${cell};font-size:16px">${paragraphs}</td></tr>`
  const htmlFooter =
    escapeHtml(footer) +
    (input.unsubscribeUrl
      ? ` <a href="${escapeHtml(input.unsubscribeUrl)}" class="${MAIL_CLASS.muted}" style="color:${colours.muted};text-decoration:underline">Se désabonner</a>`
      : '')
  const html = renderMailLayout({ subject, title, details: [], look: input.look, rows, footer: htmlFooter })
  return { subject, text, html }
}
