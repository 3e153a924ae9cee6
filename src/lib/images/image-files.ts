/**
 * SPEC §5 image upload rules shared by gifts, guest photos and the website background: which
 * files are accepted, and the sentences shown when one is not.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** For `<input type="file" accept>`: the MIME types plus the extensions some phones report instead. */
export const IMAGE_INPUT_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp'

export const IMAGE_MESSAGES = {
  invalidTypeTitle: 'Invalid file type',
  invalidTypeBody: 'Please upload a JPG, PNG or WebP image',
  compressFailed: 'Failed to compress image',
  loadFailed: 'Failed to load image',
  processFailed: 'Failed to process the image. Please try again.',
  notAnImage: 'This file is not an image',
  notAnImageBody: 'Please choose a JPG, PNG or WebP picture.',
  /** The French pages (guest upload). */
  compressFailedFr: "Impossible de compresser l'image.",
  uploadFailedFr: "Erreur d'envoi",
} as const

// Some browsers leave `type` empty for HEIC-converted or renamed files; the extension decides then.
const EXTENSIONS = /\.(jpe?g|png|webp)$/i

export function isAcceptedImage(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
  return EXTENSIONS.test(file.name)
}

/** The compression settings of SPEC §9: longest side ≤ 1920 px, WebP at quality 0.8. */
export const COMPRESSION = { maxWidthOrHeight: 1920, fileType: 'image/webp', quality: 0.8 } as const

/** `photo.JPG` → `photo.webp`: the stored file carries the format it now has. */
export function webpFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image'
  return `${base}.webp`
}
