import type { Json } from '@/kernel/database.types'

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
