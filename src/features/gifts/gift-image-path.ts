/**
 * SPEC §3: gift images live at {userId}/{eventId}/gifts/{timestamp-random}.webp in bucket media.
 * The random part keeps two uploads in the same millisecond apart (uploads never overwrite).
 */
export function giftImagePath(userId: string, eventId: string, now = Date.now(), random = randomPart()): string {
  return `${userId}/${eventId}/gifts/${now}-${random}.webp`
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
