/**
 * What a file's first bytes say it is: its signature ("magic bytes"), checked before anything a
 * guest sent is copied to the public bucket or published (issue 28, G4: HTML declared image/webp
 * was published as a photo). The declared type (the upload's Content-Type, a name's extension)
 * is the sender's word; these bytes are not. One definition for the app, the photo-copy job
 * (api/) and the local storage server.
 * Signatures: https://www.iana.org/assignments/media-types/ and the formats' own specifications
 * (JPEG ITU T.81 SOI marker; PNG §5.2; WebP RIFF container; ISO BMFF `ftyp` box; EBML/Matroska;
 * Ogg page; AAC ADTS header).
 */

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0))
const starts = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte)

const isJpeg = (b: Uint8Array) => starts(b, [0xff, 0xd8, 0xff])
const isPng = (b: Uint8Array) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const isWebp = (b: Uint8Array) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')
/** ISO base media (MP4, MOV, M4A): a `ftyp` box first. */
const isIsoMedia = (b: Uint8Array) => ascii(b, 4, 'ftyp')
/** QuickTime files older than `ftyp` start with another top-level atom. */
const isQuickTime = (b: Uint8Array) =>
  isIsoMedia(b) || ['moov', 'mdat', 'wide', 'free'].some((atom) => ascii(b, 4, atom))
/** EBML header: WebM (and Matroska). */
const isEbml = (b: Uint8Array) => starts(b, [0x1a, 0x45, 0xdf, 0xa3])
const isOgg = (b: Uint8Array) => ascii(b, 0, 'OggS')
/** AAC in ADTS frames: a 12-bit sync word, layer 0. */
const isAdts = (b: Uint8Array) => b.length >= 2 && b[0] === 0xff && (b[1] & 0xf6) === 0xf0

/**
 * Each type the product accepts, with the check of its bytes. Images today; the video and audio
 * types are here for the round that accepts them (the buckets still refuse them).
 */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': isJpeg,
  'image/png': isPng,
  'image/webp': isWebp,
  'video/mp4': isIsoMedia,
  'video/quicktime': isQuickTime,
  'video/webm': isEbml,
  'audio/webm': isEbml,
  'audio/ogg': isOgg,
  'audio/opus': isOgg,
  'audio/aac': (b) => isAdts(b) || isIsoMedia(b),
  'audio/mp4': isIsoMedia,
}

/** Whether the product checks this type's bytes (parameters ignored). */
export const isCheckedType = (declared: string) => declared.split(';')[0].trim().toLowerCase() in SIGNATURES

/** How many leading bytes the checks need. */
export const SIGNATURE_BYTES = 16

/** The image types the public bucket takes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The type the bytes are, among the product's (the first that matches), or null. */
export function sniffType(bytes: Uint8Array): string | null {
  for (const [type, check] of Object.entries(SIGNATURES)) if (check(bytes)) return type
  return null
}

/** Whether `bytes` are what `declared` says (parameters ignored); an unknown type never is. */
export function bytesMatchType(bytes: Uint8Array, declared: string | null | undefined): boolean {
  const type = (declared ?? '').split(';')[0].trim().toLowerCase()
  const check = SIGNATURES[type]
  return Boolean(check?.(bytes))
}

/** Whether the bytes are one of the images the public bucket takes (whatever was declared). */
export function isPublicImage(bytes: Uint8Array): boolean {
  return isJpeg(bytes) || isPng(bytes) || isWebp(bytes)
}

/** The first SIGNATURE_BYTES of a Blob (a File, a download). */
export async function leadingBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, SIGNATURE_BYTES).arrayBuffer())
}
