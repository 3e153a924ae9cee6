import type { Json } from '@kernel/generated/database.types'

/**
 * What an event may still send today (public.guest_mail_allowance, which counts the database's
 * mail ledger), so the composer says the caps before a send rather than after a refusal.
 */
export interface MailAllowance {
  perAddress: number
  perEvent: number
  perAccount: number
  eventLeft: number
  accountLeft: number
  /** Mails counted today per normalised address (lower-cased, trimmed). */
  addresses: ReadonlyMap<string, number>
  /** Guests' addresses that unsubscribed through another event of the same account. */
  unsubscribed: ReadonlySet<string>
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

export function readMailAllowance(json: Json): MailAllowance {
  const record = (json && typeof json === 'object' && !Array.isArray(json) ? json : {}) as Record<string, unknown>
  const sent = record.addresses && typeof record.addresses === 'object' ? record.addresses : {}
  return {
    perAddress: count(record.per_address),
    perEvent: count(record.per_event),
    perAccount: count(record.per_account),
    eventLeft: count(record.event_left),
    accountLeft: count(record.account_left),
    addresses: new Map(Object.entries(sent as Record<string, unknown>).map(([address, n]) => [address, count(n)])),
    unsubscribed: new Set(
      Array.isArray(record.unsubscribed)
        ? record.unsubscribed.filter((item): item is string => typeof item === 'string')
        : [],
    ),
  }
}

/**
 * The audience's split with the account's unsubscriptions applied: a recipient whose address
 * unsubscribed through another of the account's events is not mailed (mail_verdict).
 */
export function withAccountUnsubscribes<T extends { email: string | null }>(
  split: { recipients: T[]; unsubscribed: T[] },
  allowance: MailAllowance | undefined,
): { recipients: T[]; unsubscribed: T[] } {
  if (!allowance || allowance.unsubscribed.size === 0) return split
  const gone = (guest: T) => allowance.unsubscribed.has(normalisedAddress(guest.email))
  return {
    recipients: split.recipients.filter((guest) => !gone(guest)),
    unsubscribed: [...split.unsubscribed, ...split.recipients.filter(gone)],
  }
}

export const normalisedAddress = (email: string | null | undefined) => (email ?? '').trim().toLowerCase()

/**
 * How a send to `recipients` stands against the caps, as queue_guest_mail will judge it: how many
 * can go today (the smaller of the event's and the account's), and who would take their address
 * past its daily count (guests sharing an address count together).
 */
export function judgeSend<T extends { email: string | null }>(
  recipients: readonly T[],
  allowance: MailAllowance,
): { left: number; overAddress: T[] } {
  const inSend = new Map<string, number>()
  for (const guest of recipients) {
    const address = normalisedAddress(guest.email)
    inSend.set(address, (inSend.get(address) ?? 0) + 1)
  }
  const overAddress = recipients.filter((guest) => {
    const address = normalisedAddress(guest.email)
    return (allowance.addresses.get(address) ?? 0) + (inSend.get(address) ?? 0) > allowance.perAddress
  })
  return { left: Math.min(allowance.eventLeft, allowance.accountLeft), overAddress }
}

const number = (n: number) => n.toLocaleString('en-GB')

/** The composer's line about today's caps. */
export function allowanceSentence(allowance: MailAllowance): string {
  return (
    `Today this event can still send ${number(allowance.eventLeft)} of ${number(allowance.perEvent)} e-mails, ` +
    `and your account ${number(allowance.accountLeft)} of ${number(allowance.perAccount)} across its events. ` +
    `One address gets at most ${allowance.perAddress} a day.`
  )
}
