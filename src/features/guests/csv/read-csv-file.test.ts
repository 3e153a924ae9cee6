import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_BYTES, readCsvFile } from './read-csv-file'

describe('readCsvFile', () => {
  it('reads UTF-8, dropping a BOM', async () => {
    expect(await readCsvFile(new Blob(['Name\nZoé Lefèvre']))).toBe('Name\nZoé Lefèvre')
    expect(await readCsvFile(new Blob(['\uFEFFName\nZoé']))).toBe('Name\nZoé')
  })

  it('reads what older spreadsheets save as Windows-1252, accents intact', async () => {
    // "Zoé Lefèvre" in Windows-1252: é = 0xE9, è = 0xE8 (not valid UTF-8 on their own).
    const bytes = new Uint8Array([0x5a, 0x6f, 0xe9, 0x20, 0x4c, 0x65, 0x66, 0xe8, 0x76, 0x72, 0x65])
    expect(await readCsvFile(new Blob([bytes]))).toBe('Zoé Lefèvre')
  })

  it('refuses a file too big to be a guest list', async () => {
    await expect(readCsvFile(new Blob([new Uint8Array(MAX_IMPORT_BYTES + 1)]))).rejects.toThrow(
      'The file is larger than 2 MB: this is not a guest list.',
    )
  })
})
