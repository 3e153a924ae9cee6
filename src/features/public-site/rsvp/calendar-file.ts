import type { ProgrammeItem } from '@kernel/site-content'

/**
 * 'Ajouter à mon calendrier': an iCalendar file (RFC 5545) that Google, Apple and Outlook
 * calendars all import: one event per programme item, or the event's date when there is no
 * programme. The event has a start only, so it is given an evening's length.
 */
export interface CalendarEvent {
  uid: string
  title: string
  start: Date
  location: string | null
  url: string
}

const EVENING_MS = 6 * 60 * 60 * 1000

/** UTC date-time as iCalendar writes it: 20270614T130000Z. */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

// Every way text can break a line: CRLF (one break), a bare CR or LF, the vertical tab, form feed,
// NEL (U+0085) and the Unicode line and paragraph separators. A calendar reading any of them as
// the end of a line would take what follows for a property of its own.
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g
// What RFC 5545 allows in no TEXT value (CONTROL, §3.1), nor C1 controls: dropped. HTAB is allowed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g

/**
 * Text values escape backslash, semicolon, comma and every line break as \n (RFC 5545 §3.3.11),
 * and drop the other control characters: whatever the organisers typed stays in its property.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAKS, '\\n')
    .replace(CONTROLS, '')
}

/** Lines longer than 75 octets are folded: CRLF then a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const width = new TextEncoder().encode(char).length
    if (size + width > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += width
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function calendarFile(event: CalendarEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventail//Public event page//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(new Date(event.start.getTime() + EVENING_MS))}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/**
 * Programme times are the place's wall clock (what the organisers typed); the site is French, so
 * they are written in Europe/Paris, which the file describes itself (VTIMEZONE, RFC 5545 §3.6.5).
 */
export const SITE_TIME_ZONE = 'Europe/Paris'
const PARIS = [
  'BEGIN:VTIMEZONE',
  `TZID:${SITE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]
const ITEM_MS = 2 * 60 * 60 * 1000

/** A wall-clock 'YYYY-MM-DDTHH:MM' as iCalendar local time, `plusMs` later: 20270814T150000. */
function local(at: string, plusMs = 0): string {
  const date = new Date(new Date(`${at}:00Z`).getTime() + plusMs)
  return utc(date).replace(/Z$/, '')
}

/** The file offered after a yes: one VEVENT per programme item, or `calendarFile` without one. */
export function programmeCalendarFile(event: CalendarEvent, programme: ProgrammeItem[], now = new Date()): string {
  const items = programme.filter((item) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(item.at))
  if (items.length === 0) return calendarFile(event, now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventail//Public event page//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...PARIS,
    ...items.flatMap((item) => {
      const where = [item.place, item.address].filter(Boolean).join(', ')
      return [
        'BEGIN:VEVENT',
        `UID:${item.id}.${event.uid}`,
        `DTSTAMP:${utc(now)}`,
        `DTSTART;TZID=${SITE_TIME_ZONE}:${local(item.at)}`,
        `DTEND;TZID=${SITE_TIME_ZONE}:${local(item.at, ITEM_MS)}`,
        `SUMMARY:${escapeText(`${item.title} – ${event.title}`)}`,
        ...(where ? [`LOCATION:${escapeText(where)}`] : []),
        ...(item.description ? [`DESCRIPTION:${escapeText(item.description)}`] : []),
        `URL:${event.url}`,
        'END:VEVENT',
      ]
    }),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
