/**
 * SPEC §2 DNS instructions: an A record on the root host with a fixed address, Vercel's
 * documented address for apex domains (https://vercel.com/docs/domains/managing-dns-records).
 */
export const DNS_A_RECORD = { type: 'A', host: '@', value: '76.76.21.21' } as const
