import { describe, expect, it } from 'vitest'
import { calendarFile, escapeText, foldLine } from './calendar-file'

describe('calendarFile', () => {
  const file = calendarFile(
    {
      uid: 'e1@eventail',
      title: 'Camille & Alex',
      start: new Date('2027-06-14T13:00:00Z'),
      location: 'Château de Vaux, 77950 Maincy; salle B',
      url: 'https://eventail.app/camille-et-alex',
    },
    new Date('2026-11-25T10:00:00.123Z'),
  )

  it('writes one event with UTC times, an evening long, in CRLF lines', () => {
    const lines = file.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('DTSTART:20270614T130000Z')
    expect(lines).toContain('DTEND:20270614T190000Z')
    expect(lines).toContain('DTSTAMP:20261125T100000Z')
    expect(lines).toContain('SUMMARY:Camille & Alex')
    expect(lines).toContain('LOCATION:Château de Vaux\\, 77950 Maincy\\; salle B')
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/)
  })

  it('leaves LOCATION out when the event has none', () => {
    const noPlace = calendarFile({ uid: 'x', title: 'T', start: new Date(0), location: null, url: 'https://x' })
    expect(noPlace).not.toContain('LOCATION')
  })
})

describe('escapeText and foldLine', () => {
  it('escapes the characters iCalendar reserves', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldLine(line).split('\r\n ')
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(folded.join('')).toBe(line)
  })
})
