/**
 * The files of a ZIP whose entries are stored (not compressed), as client-zip writes them: read
 * from the central directory, so a truncated or garbled archive fails here.
 * https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.12, 4.3.16)
 */
export function readStoredZip(zip: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  let end = zip.length - 22
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--
  if (end < 0) throw new Error('not a ZIP: no end of central directory')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const files = new Map<string, Uint8Array>()
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`)
    if (view.getUint16(at + 10, true) !== 0) throw new Error('compressed entry')
    const size = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
    const local = view.getUint32(at + 42, true)
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength))
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`bad local header for ${name}`)
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    files.set(name, zip.subarray(data, data + size))
    at += 46 + skip
  }
  return files
}
