import type { PhotoRow } from '../types'

const pad = (n: number) => String(n).padStart(2, '0')

/** A name part safe on every file system: letters (accents kept), digits, '-' and '_'. */
function clean(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'invite'
  )
}

/** The stored file's extension (.webp, .jpg, …), or none. */
function extension(path: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(path)
  return match ? `.${match[1].toLowerCase()}` : ''
}

/**
 * Each photo's name in the album: who sent it and when (the browser's local time), e.g.
 * `Tante-Jeanne_2026-11-28_21-04-05.webp`; photos of one person in one second get `-2`, `-3`, …
 * so no file overwrites another.
 */
export function albumNames(photos: readonly Pick<PhotoRow, 'url' | 'uploader_name' | 'uploaded_at'>[]): string[] {
  const taken = new Set<string>()
  return photos.map((photo) => {
    const at = new Date(photo.uploaded_at)
    const stamp = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}_${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`
    const base = `${clean(photo.uploader_name ?? '')}_${stamp}`
    const ext = extension(photo.url)
    let name = `${base}${ext}`
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}${ext}`
    taken.add(name.toLowerCase())
    return name
  })
}
