import type { PublicImage } from '@/lib/media'
import type { PublicPhoto } from '../public-photos'
import { useNearScreen } from './use-near-screen'

/** Beyond the spec: the photos the organisers published, each opening the lightbox. */
export function PhotoGallery({
  photos,
  image,
  onOpen,
}: {
  photos: PublicPhoto[]
  /** A photo's URLs: the grid shows the small rendition (undefined while signing). */
  image: (photo: PublicPhoto) => PublicImage | undefined
  onOpen: (index: number) => void
}) {
  return (
    <section id="photos" aria-labelledby="photos-title" className="scroll-mt-6 py-10">
      <h2 id="photos-title" className="mb-6 text-center text-2xl font-semibold">
        Photos
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            label={`Agrandir ${photo.caption ?? `la photo ${index + 1}`}`}
            urls={image(photo)}
            onOpen={() => onOpen(index)}
          />
        ))}
      </ul>
    </section>
  )
}

/** One photo of the grid, its image asked for only as the guest scrolls near it. */
function PhotoTile({ label, urls, onOpen }: { label: string; urls: PublicImage | undefined; onOpen: () => void }) {
  const [nearRef, near] = useNearScreen()
  return (
    <li>
      <button
        ref={nearRef}
        type="button"
        onClick={onOpen}
        aria-label={label}
        className="block aspect-square w-full overflow-hidden rounded-md bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:bg-slate-800"
      >
        {urls && (
          <img
            src={near ? urls.small : undefined}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </button>
    </li>
  )
}
