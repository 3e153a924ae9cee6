/** Files bigger than this are not guest lists (2,000 guests fit in well under 1 MB). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

/**
 * A picked file's text. UTF-8 first (with or without BOM); a file that is not valid UTF-8 is read
 * as Windows-1252, which is what older Excel versions save "CSV" as, so French accents survive.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  if (file.size > MAX_IMPORT_BYTES) throw new Error('The file is larger than 2 MB: this is not a guest list.')
  const bytes = await file.arrayBuffer()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
