import { describe, expect, it } from 'vitest'
import type { RsvpQuestion } from '@kernel/site-content'
import type { GuestRow } from '../types'
import { BOM } from './csv-text'
import { exportFileName, guestsToCsv } from './guest-csv'
import { duplicateLines, mappingProblem, parseGuestsCsv, readGuestsFile, templateCsv } from './guest-import'

const guest = (row: Partial<GuestRow>): GuestRow => ({
  id: crypto.randomUUID(),
  event_id: 'e',
  name: 'x',
  email: null,
  status: 'pending',
  comment: null,
  number: 1,
  max_party_size: 1,
  plus_ones: [],
  last_updated_at: null,
  created_at: '2026-01-01T00:00:00Z',
  invitation_token: 't',
  unsubscribed_at: null,
  visited_at: null,
  mail_state: null,
  mail_state_at: null,
  mail_error: null,
  rsvp_answers: {},
  answered_at: null,
  ...row,
})

const guests = [
  guest({
    name: 'Jean Dupont',
    email: 'jean@example.com',
    status: 'confirmed',
    number: 3,
    max_party_size: 4,
    plus_ones: [
      { name: 'Sophie Dupont', age: 'adult', vegetarian: false },
      { name: 'Lucas', age: 'kid', vegetarian: true },
    ],
  }),
  guest({
    name: 'Hélène "Lili" Lefèvre',
    comment: 'Allergic; nuts, shellfish\nSecond line',
    status: 'declined',
    number: 0,
    max_party_size: 2,
  }),
  guest({ name: '=cmd|calc', email: null }),
]

describe('guests CSV export', () => {
  it('writes a BOM, a header and one quoted-where-needed line per guest', () => {
    expect(guestsToCsv(guests)).toBe(
      BOM +
        'Name;E-mail;Status;Comment;Plus-ones;Party size;Allowed party size;Vegetarians\r\n' +
        'Jean Dupont;jean@example.com;Confirmed;;"Sophie Dupont; Lucas (kid, veg)";3;4;1\r\n' +
        '"Hélène ""Lili"" Lefèvre";;Declined;"Allergic; nuts, shellfish\nSecond line";;0;2;\r\n' +
        "'=cmd|calc;;Pending;;;1;1;\r\n",
    )
  })

  it('names the file after the event and the day', () => {
    expect(exportFileName('Mariage de Léa & Zoé', new Date(2026, 10, 5))).toBe(
      'guests-mariage-de-lea-zoe-2026-11-05.csv',
    )
  })

  it('round-trips through import: same names, e-mails, statuses, comments, plus-ones and allowed sizes', () => {
    const parsed = parseGuestsCsv(guestsToCsv(guests))
    expect(parsed.delimiter).toBe(';')
    expect(parsed.columns.map((c) => c.field)).toEqual([
      'name',
      'email',
      'status',
      'comment',
      'plus_ones',
      null,
      'max_party_size',
      null,
    ])
    expect(parsed.rows.map(({ line: _line, ...row }) => row)).toEqual(
      guests.map((g) => ({
        name: g.name,
        email: g.email,
        status: g.status,
        comment: g.comment,
        plus_ones: g.plus_ones,
        max_party_size: g.max_party_size,
      })),
    )
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 3, 5])
  })
})

describe('guests CSV import', () => {
  it('recognises a spreadsheet with First Name / Last Name / Email / Phone', () => {
    const parsed = parseGuestsCsv(
      'First Name,Last Name,Email,Phone\nClaire,Martin,claire@example.com,0601020304\n,Prince,,',
    )
    expect(parsed.columns.map((c) => c.field)).toEqual(['first_name', 'last_name', 'email', null])
    expect(parsed.rows.map((r) => [r.name, r.email])).toEqual([
      ['Claire Martin', 'claire@example.com'],
      ['Prince', null],
    ])
  })

  it('recognises the French headers: Prénom, Nom, E-mail or Courriel, Téléphone', () => {
    const parsed = parseGuestsCsv('Prénom;Nom;Courriel;Téléphone\nZoé;Martin;zoe@example.fr;06')
    expect(parsed.columns.map((c) => c.field)).toEqual(['first_name', 'last_name', 'email', null])
    expect(parsed.rows[0]).toMatchObject({ name: 'Zoé Martin', email: 'zoe@example.fr' })
    expect(parseGuestsCsv('Prénom;Nom;E-mail\nZoé;Martin;z@example.fr').rows[0].name).toBe('Zoé Martin')
    // 'Nom' alone is still the whole name.
    expect(parseGuestsCsv('Nom;E-mail\nZoé Martin;z@example.fr').rows[0].name).toBe('Zoé Martin')
  })

  it('imports with the columns the organiser mapped when the header says nothing known', () => {
    const file = readGuestsFile('Invité·e;Adresse;Tel\nAnn Lee;ann@example.com;06')
    expect(file.headers).toEqual(['Invité·e', 'Adresse', 'Tel'])
    expect(mappingProblem(file.fields)).toBe('Choose the column that holds the name (or the first and last names).')
    const parsed = parseGuestsCsv(file, ['name', 'email', 'comment'])
    expect(parsed.rows[0]).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', comment: '06' })
    expect(() => parseGuestsCsv(file, ['name', 'name', null])).toThrow('Two columns are mapped to the same field')
  })

  it('offers a template the import reads back as it is', () => {
    const parsed = parseGuestsCsv(templateCsv())
    expect(parsed.columns.every((c) => c.field !== null)).toBe(true)
    expect(parsed.rows.map((r) => [r.name, r.plus_ones.length, r.max_party_size])).toEqual([
      ['Claire Martin', 0, 2],
      ['Jean Dupont', 2, 3],
    ])
  })

  it('maps French and loose headers, comma files, and defaults the status to pending', () => {
    const parsed = parseGuestsCsv(
      'Nom,Courriel,Statut,Accompagnants,Table\nZoé Martin,zoe@example.fr,Confirmé,Léo (enfant),4\nAli,,,,',
    )
    expect(parsed.columns.map((c) => c.field)).toEqual(['name', 'email', 'status', 'plus_ones', null])
    expect(parsed.rows).toEqual([
      {
        line: 2,
        name: 'Zoé Martin',
        email: 'zoe@example.fr',
        status: 'confirmed',
        comment: null,
        plus_ones: [{ name: 'Léo', age: 'kid', vegetarian: false }],
        max_party_size: null,
      },
      { line: 3, name: 'Ali', email: null, status: 'pending', comment: null, plus_ones: [], max_party_size: null },
    ])
  })

  it.each([
    ['Name;Status\nAnn;maybe', 'Line 2: the status "maybe" is not one of pending, confirmed or declined.'],
    ['Name;E-mail\nAnn;not-an-address', 'Line 2: "not-an-address" is not a valid e-mail address.'],
    ['Name;Status\nAnn;pending\n;confirmed', 'Line 3: the name is empty.'],
    ['Name;Status\nAnn;pending;extra', 'Line 2: 3 fields where the first line has 2'],
    ['Name;Plus-ones\nAnn;Bob (kid, teen)', 'Line 2: plus-ones: "Bob (kid, teen)" is not understood'],
    ['Name;Allowed party size\nAnn;0', 'Line 2: the allowed party size "0" is not a whole number from 1 to 21.'],
    ['Name;Allowed party size\nAnn;22', 'Line 2: the allowed party size "22" is not a whole number from 1 to 21.'],
    ['Name;Allowed party size\nAnn;2.5', 'Line 2: the allowed party size "2.5" is not a whole number from 1 to 21.'],
    ['Name;Allowed party size\nAnn;two', 'Line 2: the allowed party size "two" is not a whole number from 1 to 21.'],
    [
      'Name;Plus-ones;Allowed party size\nAnn;"Bob; Eve";2',
      'Line 2: the allowed party size 2 is smaller than the party (3).',
    ],
    ['E-mail;Status\na@b.co;pending', 'Line 1: no Name column in the first line'],
    ['Name\n"Ann', 'Line 2: a quoted field is never closed.'],
    ['', 'The file is empty.'],
    ['Name;Status\n', 'The file has a header but no guests.'],
  ])('refuses %j with a message naming the problem', (text, message) => {
    expect(() => parseGuestsCsv(text)).toThrow(message)
  })

  it('reads an allowed party size column under its English or French names, blank meaning the party', () => {
    const parsed = parseGuestsCsv('Nom;Accompagnants;Places prévues\nZoé;Léo;3\nAli;;\nEve; ;21')
    expect(parsed.columns.map((c) => c.field)).toEqual(['name', 'plus_ones', 'max_party_size'])
    expect(parsed.rows.map((row) => [row.name, row.max_party_size])).toEqual([
      ['Zoé', 3],
      ['Ali', null],
      ['Eve', 21],
    ])
    expect(parseGuestsCsv('Name;Max party size\nAnn;2').rows[0].max_party_size).toBe(2)
  })

  it('refuses more than 2,000 guests', () => {
    const text = 'Name\n' + Array.from({ length: 2001 }, (_, i) => `Guest ${i}`).join('\n')
    expect(() => parseGuestsCsv(text)).toThrow('The file has 2001 guests; at most 2,000 can be imported at once.')
    expect(parseGuestsCsv(text.split('\n').slice(0, 2001).join('\n')).rows).toHaveLength(2000)
  })

  it('flags rows named like an existing guest or an earlier row, case and accents aside', () => {
    const { rows } = parseGuestsCsv('Name\nJean Dupont\nHelene Lefevre\nNew One\nnew one')
    expect([...duplicateLines(rows, ['jean dupont', 'Hélène Lefèvre'])]).toEqual([2, 3, 5])
  })
})

describe('RSVP answers in the export', () => {
  it('adds one column per question, the plus-ones’ answers named, none for guests who did not confirm', () => {
    const menu: { question: RsvpQuestion; title: string } = {
      question: { id: 'm', kind: 'menu', label: 'Menu', per: 'attendee', required: true, options: ['Bœuf', 'Poisson'] },
      title: 'Menu',
    }
    const brunch: { question: RsvpQuestion; title: string } = {
      question: { id: 'b', kind: 'yesno', label: 'Brunch ?', per: 'party', required: false },
      title: 'Brunch ?',
    }
    const text = guestsToCsv(
      [
        guest({
          name: 'Alice',
          status: 'confirmed',
          plus_ones: [{ name: 'Camille', age: 'adult', vegetarian: false }],
          rsvp_answers: { m: ['Bœuf', 'Poisson'], b: true },
        }),
        guest({ name: 'Bob', status: 'declined', rsvp_answers: { m: ['Bœuf'] } }),
      ],
      [menu, brunch],
    )
    const lines = text.replace(BOM, '').split('\r\n')
    expect(lines[0]).toBe(
      'Name;E-mail;Status;Comment;Plus-ones;Party size;Allowed party size;Vegetarians;Menu;Brunch ?',
    )
    expect(lines[1]).toMatch(/;0;"Alice: Bœuf; Camille: Poisson";Yes$/)
    expect(lines[2]).toMatch(/^Bob;.*;;$/)
  })

  it('counts a vegetarian menu choice in the Vegetarians column, with the ticked plus-ones', () => {
    const menu: { question: RsvpQuestion; title: string } = {
      question: {
        id: 'm',
        kind: 'menu',
        label: 'Menu',
        per: 'attendee',
        required: true,
        options: ['Bœuf', 'Végétarien'],
        vegetarian: ['Végétarien'],
      },
      title: 'Menu',
    }
    const text = guestsToCsv(
      [
        guest({
          name: 'Alice',
          status: 'confirmed',
          plus_ones: [{ name: 'Camille', age: 'adult', vegetarian: true }],
          rsvp_answers: { m: ['Végétarien', 'Bœuf'] },
        }),
      ],
      [menu],
    )
    expect(text.replace(BOM, '').split('\r\n')[1]).toMatch(/;2;"Alice: Végétarien; Camille: Bœuf"$/)
  })
})
