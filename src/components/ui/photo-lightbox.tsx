import { useEffect, useRef } from 'react'
import { ModalShell } from './modal-shell'

/** What the lightbox shows of a photo (the organisers' rows and the public gallery's alike). */
export interface LightboxPhoto {
  id: string
  url: string
  caption: string | null
  uploader_name: string | null
}

/** A photo large, with the previous and next ones by arrows (buttons or keys) and by swiping. */
export function PhotoLightbox({
  photos,
  index,
  src,
  srcSet,
  labels = { previous: 'Previous photo', next: 'Next photo', photo: 'Photo', close: 'Close' },
  lang,
  onIndex,
  onClose,
}: {
  photos: readonly LightboxPhoto[]
  index: number
  src: (path: string) => string | undefined
  /**
   * The photo's renditions by width (the public page's small one and the full image): a phone
   * whose screen the small one fills takes it instead of the full photo.
   */
  srcSet?: (path: string) => string | undefined
  /** The arrows', counter's and close button's words (French on the public page). */
  labels?: { previous: string; next: string; photo: string; close: string }
  /** The labels' language where it differs from the page's. */
  lang?: string
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const photo = photos[index]
  const touchX = useRef<number | null>(null)
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1)
      if (event.key === 'ArrowLeft') go(-1)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
  if (!photo) return null
  return (
    <ModalShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={photo.caption || labels.photo}
      description={`${index + 1} / ${photos.length}${photo.uploader_name ? ` · ${photo.uploader_name}` : ''}`}
      className="w-[min(56rem,calc(100vw-2rem))]"
      closeLabel={labels.close}
      lang={lang}
    >
      <div
        className="mt-4 flex items-center gap-2"
        onTouchStart={(event) => (touchX.current = event.touches[0].clientX)}
        onTouchEnd={(event) => {
          const start = touchX.current
          touchX.current = null
          if (start === null) return
          const moved = event.changedTouches[0].clientX - start
          if (Math.abs(moved) > 40) go(moved < 0 ? 1 : -1)
        }}
      >
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label={labels.previous}
          className="rounded-md px-3 py-2 text-2xl hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          ‹
        </button>
        <div className="flex max-h-[70dvh] min-w-0 flex-1 justify-center">
          {src(photo.url) && (
            <img
              src={src(photo.url)}
              srcSet={srcSet?.(photo.url)}
              sizes={srcSet ? '100vw' : undefined}
              alt={photo.caption ?? ''}
              className="max-h-[70dvh] object-contain"
            />
          )}
        </div>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label={labels.next}
          className="rounded-md px-3 py-2 text-2xl hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          ›
        </button>
      </div>
    </ModalShell>
  )
}
