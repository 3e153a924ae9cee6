import { useCallback, useEffect, useRef, useState } from 'react'
import { usePhotoWall, type WallStatus } from './use-photo-wall'
import { useIdle } from './use-idle'
import { toggleFullScreen, useWallKeys } from './use-wall-keys'
import { WallControls } from './wall-controls'
import { preloadImage, wallImageUrl } from './wall-image'
import { WallJoinCard } from './wall-join-card'
import type { WallPhoto } from './wall-queue'

/** How long a photo stays on the wall. */
const SHOW_MS = 7000
/** The fade between two photos (the outgoing one stays underneath until it ends). */
const FADE_MS = 1000
/** Photos skipped in a row (unpublished meanwhile, failed to load) before the wall waits for the next turn. */
const MAX_SKIPS = 5

interface Slide {
  photo: WallPhoto
  src: string
  key: number
}

/**
 * The room's photo wall (issue 24): one published photo at a time, full screen, the newest as
 * they are published, then the others in turn. Only the photo on screen and the one fading out
 * are in the page; every other image is let go as it leaves, so an evening of photos keeps the
 * page's memory flat.
 */
export function LiveScreen({
  eventRef,
  code,
  customDomain,
  onStatus,
}: {
  eventRef: string
  code: string | null
  customDomain: boolean
  onStatus?: (status: WallStatus) => void
}) {
  const wall = usePhotoWall(eventRef)
  const [slides, setSlides] = useState<Slide[]>([])
  const [paused, setPaused] = useState(false)
  // Controls and pointer hide after a few still seconds, as a projector wants.
  const idle = useIdle(3000)
  const turn = useRef(0)
  // Every photo unpublished: the wall empties at once.
  const shown = wall.count > 0 ? slides : []
  const current = shown.at(-1)

  useEffect(() => {
    onStatus?.(wall.status)
  }, [wall.status, onStatus])

  const { take, holds } = wall
  // Turns that ended without a photo (none could be loaded): the next try waits a turn.
  const [stalls, setStalls] = useState(0)
  const show = useCallback(
    async (step: 1 | -1) => {
      const mine = ++turn.current
      let from = current?.photo.id ?? null
      for (let skips = 0; skips < MAX_SKIPS; skips++) {
        const photo = take(from, step)
        if (!photo || mine !== turn.current) return
        const src = wallImageUrl(photo.url)
        const loaded = await preloadImage(src).then(
          () => true,
          () => false,
        )
        if (mine !== turn.current) return
        if (loaded) {
          setSlides((before) => [...before.slice(-1), { photo, src, key: mine }])
          return
        }
        from = photo.id
      }
      setStalls((count) => count + 1)
    },
    [current, take],
  )

  // The next photo after its time, the first one as soon as there is one, and at once when the
  // photo on screen was unpublished.
  useEffect(() => {
    if (wall.status !== 'ready') return
    if (wall.count === 0) return
    const gone = current && !holds(current.photo.id)
    if (paused && current && !gone) return
    const delay = gone || (!current && !stalls) ? 0 : SHOW_MS
    const timer = setTimeout(() => void show(1), delay)
    return () => clearTimeout(timer)
  }, [wall.status, wall.count, current, paused, show, holds, stalls])

  // The outgoing photo leaves the page once the new one has faded in.
  useEffect(() => {
    if (slides.length < 2) return
    const timer = setTimeout(() => setSlides((before) => before.slice(-1)), FADE_MS)
    return () => clearTimeout(timer)
  }, [slides])

  const move = (step: 1 | -1) => void show(step)
  const togglePause = () => setPaused((value) => !value)
  useWallKeys({ move, togglePause, toggleFullScreen })

  return (
    <div className={`fixed inset-0 overflow-hidden bg-black text-white ${idle ? 'cursor-none' : ''}`}>
      <h1 className="sr-only">Diaporama des photos</h1>
      <section aria-roledescription="carrousel" aria-label="Photos partagées" className="absolute inset-0">
        <div aria-live={paused ? 'polite' : 'off'} className="absolute inset-0">
          {shown.map((slide) => (
            <figure
              key={slide.key}
              role="group"
              aria-roledescription="diapositive"
              aria-label={slide.photo.caption ?? `Photo de ${slide.photo.uploader_name ?? 'un invité'}`}
              aria-hidden={slide !== current || undefined}
              className="wall-slide absolute inset-0 m-0 flex items-center justify-center"
            >
              <img
                src={slide.src}
                alt={slide.photo.caption ?? `Photo de ${slide.photo.uploader_name ?? 'un invité'}`}
                className="max-h-full max-w-full object-contain"
              />
            </figure>
          ))}
        </div>
        {current && (
          <div className="absolute bottom-36 left-4 max-w-[calc(100%-2rem)] rounded-xl bg-black/55 px-5 py-3 text-white shadow-lg sm:bottom-6 sm:left-6 sm:max-w-[45%]">
            <p className="text-xl font-semibold lg:text-2xl">{current.photo.uploader_name ?? 'Un invité'}</p>
            {/* A caption may be 500 characters: three lines at most over the photo; the whole text is the image's name. */}
            {current.photo.caption && (
              <p data-testid="wall-caption" className="line-clamp-3 text-lg break-words lg:text-xl">
                {current.photo.caption}
              </p>
            )}
          </div>
        )}
        {wall.status === 'ready' && wall.count === 0 && (
          <p className="absolute inset-0 flex items-center justify-center p-8 text-center text-3xl">
            Les photos partagées apparaîtront ici.
          </p>
        )}
      </section>
      <div className="absolute right-4 bottom-4 left-4 flex justify-end sm:right-6 sm:bottom-6 sm:left-auto">
        <WallJoinCard uploadRef={eventRef} code={code} customDomain={customDomain} />
      </div>
      <WallControls hidden={idle} paused={paused} onMove={move} onTogglePause={togglePause} />
    </div>
  )
}
