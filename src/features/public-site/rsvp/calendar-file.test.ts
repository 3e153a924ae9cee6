import { describe, expect, it } from 'vitest'
import { calendarFile, escapeText, foldLine, programmeCalendarFile } from './calendar-file'

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

describe('programmeCalendarFile', () => {
  const event = {
    uid: 'e1@eventail',
    title: 'Camille & Alex',
    start: new Date('2027-08-14T13:00:00Z'),
    location: 'Lyon',
    url: 'https://eventail.app/camille-et-alex',
  }
  const programme = [
    { id: 'a', title: 'Cérémonie', at: '2027-08-14T15:00', place: 'Mairie du 2e', address: '2 rue d’Enghien, Lyon' },
    {
      id: 'b',
      title: 'Dîner',
      at: '2027-08-14T23:30',
      place: 'Château',
      description: `Tenue de soirée; ${'très '.repeat(30)}chic`,
    },
    { id: 'c', title: 'Brunch', at: '2027-08-15T11:00' },
  ]
  const file = programmeCalendarFile(event, programme, new Date('2026-11-25T10:00:00Z'))
  const unfolded = file.replace(/\r\n /g, '')
  const lines = unfolded.split('\r\n')

  it('writes one VEVENT per programme item, in the site time zone it describes', () => {
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3)
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(3)
    expect(lines).toContain('BEGIN:VTIMEZONE')
    expect(lines).toContain('TZID:Europe/Paris')
    expect(lines).toContain('DTSTART;TZID=Europe/Paris:20270814T150000')
    expect(lines).toContain('DTEND;TZID=Europe/Paris:20270814T170000')
    // Two hours past 23:30 is the next day.
    expect(lines).toContain('DTEND;TZID=Europe/Paris:20270815T013000')
    expect(lines).toContain('DTSTART;TZID=Europe/Paris:20270815T110000')
    expect(lines).toContain('SUMMARY:Cérémonie – Camille & Alex')
    expect(lines).toContain('LOCATION:Mairie du 2e\\, 2 rue d’Enghien\\, Lyon')
    expect(new Set(lines.filter((l) => l.startsWith('UID:'))).size).toBe(3)
  })

  it('folds long lines at 75 octets with CRLF and a space, and unfolds to the text', () => {
    const physical = file.split('\r\n')
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(file).toContain('\r\n ')
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:Tenue de soirée\\; ${'très '.repeat(30)}chic`,
    )
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it("falls back to the event's date when there is no programme", () => {
    expect(programmeCalendarFile(event, [])).toContain('DTSTART:20270814T130000Z')
  })
})

// Issue 28 G6: a bare CR in a programme text injected lines into the file. Every control
// character, alone and in runs, in every text the organisers write: the file keeps its lines.
describe('escapeText against every control character', () => {
  const CONTROLS = [
    ...Array.from({ length: 0x20 }, (_, code) => code),
    ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
    0x2028,
    0x2029,
  ].map((code) => String.fromCharCode(code))
  const PROPERTY =
    /^(BEGIN|END|VERSION|PRODID|CALSCALE|METHOD|TZID|TZOFFSETFROM|TZOFFSETTO|TZNAME|DTSTART|DTEND|RRULE|UID|DTSTAMP|SUMMARY|LOCATION|DESCRIPTION|URL)[:;]/

  /** The file's logical lines (folds undone), after checking that CRLF is its only line ending. */
  function logicalLines(file: string): string[] {
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]/)
    return file
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter((line) => line !== '')
  }

  function programmeFile(text: string): string {
    return programmeCalendarFile(
      { uid: 'e1@eventail', title: `Camille ${text} Alex`, start: new Date(0), location: null, url: 'https://x' },
      [
        {
          id: 'p1',
          title: `Cérémonie${text}`,
          at: '2027-08-14T15:00',
          place: `Mairie${text}`,
          address: `1 rue${text}`,
          description: `Venez${text}tôt`,
        },
      ],
      new Date(0),
    )
  }

  const baseline = logicalLines(programmeFile(''))

  it.each(CONTROLS.map((char) => [`U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`, char]))(
    '%s followed by a property of its own stays inside its text',
    (_, char) => {
      const lines = logicalLines(programmeFile(`${char}X-INJECTED:1${char}`))
      expect(lines).toHaveLength(baseline.length)
      for (const line of lines) {
        expect(line).toMatch(PROPERTY)
        // No control character is left in the file but HTAB.
        // eslint-disable-next-line no-control-regex -- what is looked for is control characters
        expect(line.replace(/\t/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
      }
      expect(lines.filter((line) => line.startsWith('X-INJECTED'))).toEqual([])
    },
  )

  it('every line break form is one \\n, CRLF included; HTAB is kept, the other controls dropped', () => {
    expect(escapeText('a\r\nb\rc\nd\u2028e\u2029f\u0085g\vh\fi')).toBe('a\\nb\\nc\\nd\\ne\\nf\\ng\\nh\\ni')
    expect(escapeText('a\tb\u0000c\u0007d\u001be\u007ff\u009bg')).toBe('a\tbcdefg')
  })

  it('random runs of control characters and text never add a line', () => {
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 30) }, () =>
        random() < 0.5 ? CONTROLS[Math.floor(random() * CONTROLS.length)] : 'x;,\\:'[Math.floor(random() * 5)],
      ).join('')
      expect(logicalLines(programmeFile(text))).toHaveLength(baseline.length)
    }
  })
})
