import { useEffect, useRef } from 'react'
import { ModalShell } from '../../../components/ui/modal-shell'
import type { PhotoRow } from '../api/get-photos'

/** A photo large, with the previous and next ones by arrows (buttons or keys) and by swiping. */
export function PhotoLightbox({
  photos,
  index,
  src,
  onIndex,
  onClose,
}: {
  photos: PhotoRow[]
  index: number
  src: (path: string) => string | undefined
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
      title={photo.caption || 'Photo'}
      description={`${index + 1} / ${photos.length}${photo.uploader_name ? ` · ${photo.uploader_name}` : ''}`}
      className="w-[min(56rem,calc(100vw-2rem))]"
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
          aria-label="Previous photo"
          className="rounded-md px-3 py-2 text-2xl hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          ‹
        </button>
        <div className="flex max-h-[70dvh] min-w-0 flex-1 justify-center">
          {src(photo.url) && (
            <img src={src(photo.url)} alt={photo.caption ?? ''} className="max-h-[70dvh] object-contain" />
          )}
        </div>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label="Next photo"
          className="rounded-md px-3 py-2 text-2xl hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          ›
        </button>
      </div>
    </ModalShell>
  )
}
