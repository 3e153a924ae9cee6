/**
 * RFC 4180 CSV, as spreadsheets read and write it. Export uses ';' (what Excel expects in French
 * locales) and quotes any field holding a separator, a quote or a line break, so ',' and ';' both
 * survive; import accepts ';', ',' or tab, picked from the header line.
 */

export const BOM = '\uFEFF'
export type Delimiter = ';' | ',' | '\t'

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`)
    this.name = 'CsvError'
  }
}

/** A parsed record and the file line it starts on (1-based), for error messages. */
export interface CsvRecord {
  line: number
  fields: string[]
}

// A leading =, +, -, @ makes spreadsheets run the cell as a formula (CSV injection); a leading
// apostrophe is the spreadsheet's own "this is text" mark, and import takes it off again.
const FORMULA_START = /^[=+\-@\t\r]/

export function escapeField(value: string, delimiter: Delimiter = ';'): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  const needsQuotes = safe.includes(delimiter) || /[",;\r\n]/.test(safe) || safe !== safe.trim() || safe.includes('\t')
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function unescapeFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}

/** Rows to CSV text: BOM first (so spreadsheets read UTF-8), CRLF line ends as RFC 4180 says. */
export function emitCsv(rows: readonly (readonly string[])[], delimiter: Delimiter = ';'): string {
  return (
    BOM + rows.map((row) => row.map((field) => escapeField(field, delimiter)).join(delimiter)).join('\r\n') + '\r\n'
  )
}

/** The header's separator: whichever of ';', ',' and tab appears most outside quotes. */
export function detectDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ';': 0, ',': 0, '\t': 0 }
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char in counts) counts[char as Delimiter] += 1
  }
  const best = (Object.keys(counts) as Delimiter[]).sort((a, b) => counts[b] - counts[a])[0]
  return counts[best] > 0 ? best : ';'
}

/** Parses CSV text into records; a malformed quote throws a CsvError naming its line. */
export function parseCsv(
  input: string,
  delimiter: Delimiter = detectDelimiter(input.replace(/^\uFEFF/, '')),
): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '')
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let quoteLine = 0
  let afterQuote = false
  const endRecord = () => {
    fields.push(field)
    // A blank line is no record (spreadsheets often leave one at the end).
    if (!(fields.length === 1 && fields[0].trim() === '')) records.push({ line: recordLine, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else {
          quoted = false
          afterQuote = true
        }
      } else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (char === delimiter) {
      fields.push(field)
      field = ''
      afterQuote = false
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++
      endRecord()
      afterQuote = false
      line++
      recordLine = line
    } else if (afterQuote) {
      if (char === ' ') continue
      throw new CsvError(line, 'unexpected text after a closing quote (a quote inside a field must be doubled: "").')
    } else if (char === '"') {
      if (field.trim() !== '') {
        throw new CsvError(
          line,
          'a quote in the middle of a field (put the whole field in quotes and double the quote).',
        )
      }
      field = ''
      quoted = true
      quoteLine = line
    } else {
      field += char
    }
  }
  if (quoted) throw new CsvError(quoteLine, 'a quoted field is never closed.')
  if (field !== '' || fields.length > 0) endRecord()
  return records
}
