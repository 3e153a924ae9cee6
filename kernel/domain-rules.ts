/**
 * Custom-domain rules (SPEC §5 Domain), shared by the settings screen and the api/ domain
 * endpoints. Pure TypeScript without React or browser APIs, so api/ may import it.
 */

export const DOMAIN_MAX_LENGTH = 253

export const DOMAIN_MESSAGES = {
  required: 'Please enter a domain.',
  tooLong: 'Domain name is too long (max 253 characters)',
  edgeDot: 'Domain cannot start or end with a dot',
  noChanges: 'No changes detected',
  alreadyInList: 'This domain is already in your list.',
  reserved: 'This domain is reserved for local or private use and cannot be attached to an event.',
} as const

/**
 * Names that never resolve on the public internet (RFC 6761, 6762, 8375, 7686) or that home
 * networks use: attaching one would only claim it from other events, never serve guests.
 */
const RESERVED_SUFFIXES = [
  'localhost',
  'localdomain',
  'local',
  'internal',
  'test',
  'invalid',
  'arpa',
  'onion',
  'lan',
  'home',
  'corp',
  'intranet',
]

export function isReservedDomain(domain: string): boolean {
  const name = normalizeDomain(domain)
  return RESERVED_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))
}

/** SPEC §5: 'Please enter a valid domain (e.g., {host})'. */
export const invalidDomainMessage = (exampleHost = 'example.com') =>
  `Please enter a valid domain (e.g., ${exampleHost})`

// The same pattern as the custom_domains_domain_format check in the database, so a domain the
// form accepts is never refused by the insert: dot-separated labels of 1 to 63 letters, digits
// and inner hyphens, at least two labels, the last one starting with a letter.
const HOSTNAME = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i

/**
 * The host name of what was typed or pasted: an address copied from the browser
 * (`https://www.Camille-Alex.fr/`) gives `www.camille-alex.fr`, without its scheme, credentials,
 * port, path, query or fragment. Host names are case-insensitive; they are stored and compared
 * trimmed and lowercased.
 */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\//, '')
    .replace(/[/?#][\s\S]*$/, '')
    .replace(/^[^@]*@/, '')
    .replace(/:\d*$/, '')
}

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string }

/** The first failing §5 rule, in the order the spec lists them, or the normalised domain. */
export function validateDomain(input: string, exampleHost?: string): DomainCheck {
  const domain = normalizeDomain(input)
  if (domain === '') return { ok: false, message: DOMAIN_MESSAGES.required }
  if (domain.length > DOMAIN_MAX_LENGTH) return { ok: false, message: DOMAIN_MESSAGES.tooLong }
  if (domain.startsWith('.') || domain.endsWith('.')) return { ok: false, message: DOMAIN_MESSAGES.edgeDot }
  if (!HOSTNAME.test(domain)) return { ok: false, message: invalidDomainMessage(exampleHost) }
  if (isReservedDomain(domain)) return { ok: false, message: DOMAIN_MESSAGES.reserved }
  return { ok: true, domain }
}

export type DomainEntry =
  { kind: 'ok'; domain: string } | { kind: 'info'; message: string } | { kind: 'error'; message: string }

/**
 * What the settings form makes of an entry (SPEC §5): unchanged from the domain being edited
 * is only an info, a domain already listed is an error; otherwise the validation rules apply.
 */
export function checkDomainEntry(
  input: string,
  context: { current?: string | null; listed?: readonly string[]; exampleHost?: string } = {},
): DomainEntry {
  const check = validateDomain(input, context.exampleHost)
  if (!check.ok) return { kind: 'error', message: check.message }
  if (context.current && normalizeDomain(context.current) === check.domain) {
    return { kind: 'info', message: DOMAIN_MESSAGES.noChanges }
  }
  if (context.listed?.some((d) => normalizeDomain(d) === check.domain)) {
    return { kind: 'error', message: DOMAIN_MESSAGES.alreadyInList }
  }
  return { kind: 'ok', domain: check.domain }
}

/**
 * Vercel's documented DNS values: an A record to its address for an apex domain, a CNAME record to
 * its host name for a subdomain. https://vercel.com/docs/domains/set-up-custom-domain
 */
export const VERCEL_APEX_ADDRESS = '76.76.21.21'
export const VERCEL_CNAME_TARGET = 'cname.vercel-dns.com'

export interface DnsRecord {
  type: 'A' | 'CNAME'
  /** The record's name at the DNS provider: `@` for the apex itself, else the labels before it. */
  host: string
  value: string
}

/**
 * Two-part endings under which names are registered (the most used of the Public Suffix List's):
 * `mariage.co.uk` is an apex there, as `mariage.fr` is elsewhere. A name under an ending not
 * listed is taken for a subdomain, whose CNAME its DNS provider refuses only if it is an apex.
 */
const TWO_PART_SUFFIXES = new Set(
  [
    'co.uk org.uk me.uk ltd.uk plc.uk net.uk ac.uk gov.uk com.au net.au org.au id.au co.nz net.nz org.nz',
    'co.jp ne.jp or.jp co.kr com.cn net.cn org.cn com.hk com.tw com.sg co.in net.in org.in co.il co.za',
    'org.za com.tr com.br net.br org.br com.mx com.ar com.co com.pe com.ph com.my co.id co.th com.vn',
    'asso.fr com.fr nom.fr com.es com.pt com.pl co.at or.at com.gr com.ua',
  ]
    .join(' ')
    .split(' '),
)

/** The registered name a host belongs to: `camille-alex.fr` for `www.camille-alex.fr`. */
export function apexDomain(domain: string): string {
  const labels = normalizeDomain(domain).split('.')
  const size = labels.length > 2 && TWO_PART_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2
  return labels.slice(-size).join('.')
}

/** The record that makes `domain` lead to the app: an A record for an apex, a CNAME for a subdomain. */
export function dnsRecordFor(domain: string): DnsRecord {
  const name = normalizeDomain(domain)
  const apex = apexDomain(name)
  if (name === apex) return { type: 'A', host: '@', value: VERCEL_APEX_ADDRESS }
  return { type: 'CNAME', host: name.slice(0, -apex.length - 1), value: VERCEL_CNAME_TARGET }
}
