import { describe, expect, it } from 'vitest'
import { BOM, CsvError, detectDelimiter, emitCsv, escapeField, parseCsv } from './csv-text'

const fields = (text: string) => parseCsv(text).map((record) => record.fields)

describe('emitCsv', () => {
  it('starts with a BOM, separates with ; and ends lines with CRLF', () => {
    expect(
      emitCsv([
        ['Name', 'Status'],
        ['Zoé', 'Confirmed'],
      ]),
    ).toBe(`${BOM}Name;Status\r\nZoé;Confirmed\r\n`)
  })

  it('quotes separators, quotes, line breaks and edge spaces', () => {
    expect(escapeField('Dupont; Jean')).toBe('"Dupont; Jean"')
    expect(escapeField('Dupont, Jean')).toBe('"Dupont, Jean"')
    expect(escapeField('Le "grand" Jean')).toBe('"Le ""grand"" Jean"')
    expect(escapeField('two\nlines')).toBe('"two\nlines"')
    expect(escapeField(' padded')).toBe('" padded"')
    expect(escapeField('plain')).toBe('plain')
  })

  it('keeps spreadsheet formulas from running', () => {
    expect(escapeField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(escapeField('-5')).toBe("'-5")
  })
})

describe('parseCsv', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    expect(fields('a;b\r\n"x;y";"say ""hi""\nthere"\r\n')).toEqual([
      ['a', 'b'],
      ['x;y', 'say "hi"\nthere'],
    ])
  })

  it('drops the BOM and blank lines, keeps empty fields', () => {
    expect(fields(`${BOM}a;b\n\n;c\n\n`)).toEqual([
      ['a', 'b'],
      ['', 'c'],
    ])
  })

  it('numbers records by the line they start on', () => {
    expect(parseCsv('h\n"multi\nline"\nnext').map((r) => r.line)).toEqual([1, 2, 4])
  })

  it('names the line of an unclosed quote', () => {
    expect(() => parseCsv('a;b\nok;fine\n"broken;x\n')).toThrow(new CsvError(3, 'a quoted field is never closed.'))
  })

  it('names the line of a stray quote', () => {
    expect(() => parseCsv('a;b\nJe"an;x')).toThrow(/^Line 2: a quote in the middle of a field/)
    expect(() => parseCsv('a;b\n"Jean"x;y')).toThrow(/^Line 2: unexpected text after a closing quote/)
  })

  it('detects the separator from the header', () => {
    expect(detectDelimiter('Name,E-mail,Status')).toBe(',')
    expect(detectDelimiter('Name;E-mail;"a,b"')).toBe(';')
    expect(detectDelimiter('Name\tE-mail')).toBe('\t')
    expect(fields('Name,Status\n"Dupont, Jean",confirmed')).toEqual([
      ['Name', 'Status'],
      ['Dupont, Jean', 'confirmed'],
    ])
  })
})
