// Intl, as public-date.ts: free on the public page. The wall clock the organisers typed is shown
// as it is, whatever the guest's own time zone: it is read and formatted in UTC.
const day = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A programme item's time as guests read it: "samedi 14 août 2027 · 15h00"; '' when unreadable. */
export function formatProgrammeTime(at: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(at)
  if (!match) return ''
  const [, year, month, date, hours, minutes] = match
  const value = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)))
  if (Number.isNaN(value.getTime())) return ''
  return `${day.format(value)} · ${hours}h${minutes}`
}

/** 'Itinéraire': the address (or the place) opened in a map service. */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/**
 * What 'Itinéraire' searches for a programme item: its address; else its place, in the event's
 * location ('Mairie' alone finds any town hall on earth); else nothing, and the item shows no link.
 */
export function programmeMapQuery(
  item: { place?: string | null; address?: string | null },
  eventLocation: string | null | undefined,
): string | null {
  const address = item.address?.trim()
  if (address) return address
  const place = item.place?.trim()
  const location = eventLocation?.trim().replace(/\s*\n\s*/g, ', ')
  if (!place || !location) return null
  // The event's location may name the place already ('Château de Lourmarin, 84160 Lourmarin').
  return folded(location).includes(folded(place)) ? location : `${place}, ${location}`
}
