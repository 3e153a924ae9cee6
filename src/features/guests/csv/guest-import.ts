import { FIELD_LIMITS } from '@kernel/field-limits'
import { PARTY_SIZE_BOUNDS, smallestAllowance } from '@kernel/party-size'
import { foldText } from '../guest-filter'
import type { GuestStatus, PlusOne } from '../types'
import { CsvError, detectDelimiter, emitCsv, parseCsv, unescapeFormula, type Delimiter } from './csv-text'
import { parsePlusOnes } from './plus-ones-text'

export const MAX_IMPORT_ROWS = 2000

export type ImportField =
  'name' | 'first_name' | 'last_name' | 'email' | 'status' | 'comment' | 'plus_ones' | 'max_party_size'

export const FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  status: 'Status',
  comment: 'Comment',
  plus_ones: 'Plus-ones',
  max_party_size: 'Allowed party size',
}

// Header cells, folded (lowercase, no accents, letters only), that map to each field.
// 'Nom' alone is the whole name; beside a 'Prénom' column it is the last name (see mapColumns).
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  name: ['name', 'nom', 'guest', 'guestname', 'fullname', 'invite', 'prenomnom', 'nomprenom', 'nomcomplet'],
  first_name: ['firstname', 'first', 'givenname', 'forename', 'prenom', 'prenoms'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'nomdefamille', 'nomfamille', 'nom'],
  email: ['email', 'mail', 'emailaddress', 'courriel', 'adressemail', 'adresseemail', 'adressecourriel'],
  status: ['status', 'statut', 'rsvp', 'reponse'],
  comment: ['comment', 'comments', 'commentaire', 'commentaires', 'note', 'notes', 'remarque', 'remarques'],
  plus_ones: ['plusones', 'plusone', 'companions', 'accompagnants', 'accompagnateurs', 'guestsof'],
  // Not 'Party size' (partysize): that is the party the export counted, which the database recomputes.
  max_party_size: [
    'allowedpartysize',
    'maxpartysize',
    'maximumpartysize',
    'partysizelimit',
    'partylimit',
    'allowed',
    'placesprevues',
    'nombredeplaces',
    'placesmax',
    'placesmaximum',
  ],
}

const STATUS_WORDS: Record<string, GuestStatus> = {
  '': 'pending',
  pending: 'pending',
  'en attente': 'pending',
  attente: 'pending',
  confirmed: 'confirmed',
  confirme: 'confirmed',
  confirmee: 'confirmed',
  yes: 'confirmed',
  oui: 'confirmed',
  declined: 'declined',
  decline: 'declined',
  declinee: 'declined',
  no: 'declined',
  non: 'declined',
}

export interface ImportRow {
  line: number
  name: string
  email: string | null
  status: GuestStatus
  comment: string | null
  plus_ones: PlusOne[]
  /** Null when the file leaves it blank: the database then allows the row's party. */
  max_party_size: number | null
}

export interface ParsedImport {
  delimiter: Delimiter
  /** Each file column: its header and the field it fills, or null when it is not imported. */
  columns: { header: string; field: ImportField | null }[]
  rows: ImportRow[]
}

const headerKey = (cell: string) => foldText(cell).replace(/[^a-z]/g, '')

/**
 * The field each header cell fills, recognised by its name in English or French. A file with a
 * first-name column has its names in two parts: its 'Nom' / 'Last name' is then the last name,
 * and no column is the whole name.
 */
export function mapColumns(header: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>()
  const split = header.some((cell) => HEADER_NAMES.first_name.includes(headerKey(cell)))
  const order: ImportField[] = split
    ? ['first_name', 'last_name', 'email', 'status', 'comment', 'plus_ones', 'max_party_size']
    : ['name', 'email', 'status', 'comment', 'plus_ones', 'max_party_size']
  return header.map((cell) => {
    const key = headerKey(cell)
    const field = order.find((candidate) => !taken.has(candidate) && HEADER_NAMES[candidate].includes(key))
    if (!field) return null
    taken.add(field)
    return field
  })
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

function rowOf(line: number, cells: Partial<Record<ImportField, string>>): ImportRow {
  function fail(message: string): never {
    throw new CsvError(line, message)
  }
  const name = (
    cells.name ??
    [cells.first_name, cells.last_name]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' ')
  ).trim()
  if (!name) fail('the name is empty.')
  if (name.length > FIELD_LIMITS.name) fail(`the name is longer than ${FIELD_LIMITS.name} characters.`)
  const email = (cells.email ?? '').trim()
  if (email && (!EMAIL.test(email) || email.length > FIELD_LIMITS.email))
    fail(`"${email}" is not a valid e-mail address.`)
  const statusWord = foldText((cells.status ?? '').trim())
  const status = STATUS_WORDS[statusWord]
  if (!status) fail(`the status "${cells.status?.trim()}" is not one of pending, confirmed or declined.`)
  const comment = (cells.comment ?? '').trim()
  if (comment.length > FIELD_LIMITS.comment) fail(`the comment is longer than ${FIELD_LIMITS.comment} characters.`)
  let plusOnes: PlusOne[] = []
  try {
    plusOnes = parsePlusOnes(cells.plus_ones ?? '')
  } catch (error) {
    fail(`plus-ones: ${(error as Error).message}`)
  }
  if (plusOnes.some((p) => p.name.length > FIELD_LIMITS.name)) fail('a plus-one name is too long.')
  const allowedCell = (cells.max_party_size ?? '').trim()
  let allowed: number | null = null
  if (allowedCell) {
    allowed = /^\d{1,2}$/.test(allowedCell) ? Number(allowedCell) : NaN
    if (!(allowed >= PARTY_SIZE_BOUNDS.min && allowed <= PARTY_SIZE_BOUNDS.max)) {
      fail(
        `the allowed party size "${allowedCell}" is not a whole number from ${PARTY_SIZE_BOUNDS.min} to ${PARTY_SIZE_BOUNDS.max}.`,
      )
    }
    const party = smallestAllowance(plusOnes.length)
    if (allowed < party) fail(`the allowed party size ${allowed} is smaller than the party (${party}).`)
  }
  return {
    line,
    name,
    email: email || null,
    status,
    comment: comment || null,
    plus_ones: plusOnes,
    max_party_size: allowed,
  }
}

/** A CSV file read but not yet mapped: its separator, its header's columns and its records. */
export interface CsvGuestFile {
  delimiter: Delimiter
  headers: string[]
  /** The fields the headers were recognised as: the mapping step starts from these. */
  fields: (ImportField | null)[]
  records: ReturnType<typeof parseCsv>
}

export function readGuestsFile(text: string): CsvGuestFile {
  const delimiter = detectDelimiter(text.replace(/^\uFEFF/, ''))
  const records = parseCsv(text, delimiter)
  if (records.length === 0) throw new Error('The file is empty.')
  const headers = records[0].fields
  return { delimiter, headers, fields: mapColumns(headers), records }
}

/** What the mapping lacks to make a guest list, or null: a name, whole or in two parts. */
export function mappingProblem(fields: readonly (ImportField | null)[]): string | null {
  if (fields.includes('name') || fields.includes('first_name') || fields.includes('last_name')) return null
  return 'Choose the column that holds the name (or the first and last names).'
}

/**
 * A guests CSV file into rows ready to import, its columns mapped as the header says or as the
 * organiser chose (`fields`, one per column). Throws a CsvError naming the first bad line, or an
 * Error for a file that cannot be a guest list at all; nothing is half-read.
 */
export function parseGuestsCsv(
  text: string | CsvGuestFile,
  chosenFields?: readonly (ImportField | null)[],
): ParsedImport {
  const file = typeof text === 'string' ? readGuestsFile(text) : text
  const { delimiter, records } = file
  const [header, ...body] = records
  const fields = chosenFields ?? file.fields
  if (mappingProblem(fields)) {
    throw new CsvError(
      header.line,
      'no Name column in the first line (expected e.g. Name;E-mail;Status;Comment;Plus-ones, or First name;Last name).',
    )
  }
  if (new Set(fields.filter(Boolean)).size !== fields.filter(Boolean).length) {
    throw new Error('Two columns are mapped to the same field: choose "Not imported" for one of them.')
  }
  if (fields.includes('name') && (fields.includes('first_name') || fields.includes('last_name'))) {
    throw new Error('Map either a whole name or first and last names, not both.')
  }
  if (body.length === 0) throw new Error('The file has a header but no guests.')
  if (body.length > MAX_IMPORT_ROWS) {
    throw new Error(
      `The file has ${body.length} guests; at most ${MAX_IMPORT_ROWS.toLocaleString('en')} can be imported at once.`,
    )
  }
  const rows = body.map((record) => {
    if (record.fields.length > header.fields.length) {
      throw new CsvError(
        record.line,
        `${record.fields.length} fields where the first line has ${header.fields.length} (is a field with a separator missing its quotes?).`,
      )
    }
    const cells: Partial<Record<ImportField, string>> = {}
    fields.forEach((field, index) => {
      if (field) cells[field] = unescapeFormula(record.fields[index] ?? '')
    })
    return rowOf(record.line, cells)
  })
  return {
    delimiter,
    columns: header.fields.map((cell, index) => ({ header: cell, field: fields[index] })),
    rows,
  }
}

/** Rows whose name matches an existing guest, or an earlier row of the file (case and accents aside). */
export function duplicateLines(rows: readonly ImportRow[], existingNames: readonly string[]): Set<number> {
  const seen = new Set(existingNames.map((name) => foldText(name.trim())))
  const duplicates = new Set<number>()
  for (const row of rows) {
    const key = foldText(row.name)
    if (seen.has(key)) duplicates.add(row.line)
    seen.add(key)
  }
  return duplicates
}

/** The template offered for download: the header import reads best, and two example guests. */
export function templateCsv(): string {
  return emitCsv([
    ['Name', 'E-mail', 'Status', 'Comment', 'Plus-ones', 'Allowed party size'],
    ['Claire Martin', 'claire@example.com', 'Pending', '', '', '2'],
    ['Jean Dupont', '', 'Confirmed', 'Arrives on Saturday', 'Sophie Dupont; Lucas Dupont (kid, veg)', '3'],
  ])
}
