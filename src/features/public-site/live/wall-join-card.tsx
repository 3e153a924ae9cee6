import { generate } from 'lean-qr'
import { toSvgDataURL } from 'lean-qr/extras/svg'
import { useMemo } from 'react'
import { paths } from '@/lib/paths'

/**
 * The corner that lets the room join: the upload page's link as a QR code, the link, and the
 * code when the wall was opened with one (the organisers' 'Slideshow' link carries it, as the
 * table cards do; the wall never reads it from the database, where it is the team's).
 */
export function WallJoinCard({
  uploadRef,
  code,
  customDomain,
}: {
  uploadRef: string
  code: string | null
  customDomain: boolean
}) {
  const page = `${window.location.origin}${customDomain ? '/upload' : paths.upload(uploadRef)}`
  const link = code ? `${page}?code=${encodeURIComponent(code)}` : page
  const qr = useMemo(() => toSvgDataURL(generate(link), { on: 'black', off: 'white', padX: 2, padY: 2 }), [link])
  return (
    <aside
      aria-label="Partagez vos photos"
      className="flex items-center gap-4 rounded-xl bg-white/95 p-3 text-slate-900 shadow-lg"
    >
      <img
        src={qr}
        alt={`QR code vers ${page}`}
        width={128}
        height={128}
        className="size-20 [image-rendering:pixelated] sm:size-24 lg:size-32"
      />
      <div className="flex max-w-64 flex-col gap-1">
        <p className="text-lg font-semibold">Partagez vos photos</p>
        <p className="hidden text-sm break-all sm:block">{page.replace(/^https?:\/\//, '')}</p>
        {code && (
          <p className="text-sm">
            Code <span className="font-mono text-2xl font-bold tracking-widest">{code}</span>
          </p>
        )}
      </div>
    </aside>
  )
}
