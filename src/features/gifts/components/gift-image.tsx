import { useState } from 'react'

/**
 * The card's square image. The square is reserved before the URL is signed and the file loaded,
 * so cards never move (no layout shift); images below the fold load only when scrolled to.
 */
export function GiftImage({ path, url }: { path: string | null; url: string | undefined }) {
  const [failed, setFailed] = useState<string>()
  const showImage = url && failed !== url
  // '' is a path that could not be signed; a URL that failed to load is the same to the user.
  const broken = url === '' || (url !== undefined && failed === url)
  return (
    <div className="relative aspect-square w-full bg-slate-100 dark:bg-slate-800">
      {showImage ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          width={480}
          height={480}
          onError={() => setFailed(url)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-xs text-slate-600 dark:text-slate-300">
          {path ? (broken ? 'Failed to load image' : '') : 'No image'}
        </span>
      )}
    </div>
  )
}
