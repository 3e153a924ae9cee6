import { generate } from 'lean-qr'
import { toSvgDataURL } from 'lean-qr/extras/svg'
import { useMemo, useState } from 'react'
import { Button, buttonStyles } from '@/components/ui/button'
import { useEvent } from '@/entities/event'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { useRotateUploadCode } from '../api/rotate-upload-code'
import { useSetAutoPublish } from '../api/set-auto-publish'
import { useSetUploadsOpen } from '../api/set-uploads-open'

type Settings = { upload_code?: string; public?: boolean; auto_publish?: boolean }

/** The link a guest scans at a table: the upload page with the code, so step 1 is skipped. */
export function uploadLink(origin: string, slugOrId: string, code: string): string {
  return `${origin}${paths.upload(slugOrId)}?code=${encodeURIComponent(code)}`
}

/**
 * The room's photo wall, with the code it shows so guests can join while uploads are open (the
 * wall never reads it itself).
 */
export function slideshowLink(slugOrId: string, code: string): string {
  return code ? `${paths.live(slugOrId)}?code=${encodeURIComponent(code)}` : paths.live(slugOrId)
}

/**
 * The guests' way in: the upload code, whether uploads are open, 'New code', and a card to print
 * for the tables (the link as a QR code, the code in large letters).
 */
export function UploadCodeCard() {
  const { event } = useEvent()
  const setUploadsOpen = useSetUploadsOpen(event.id)
  const rotateUploadCode = useRotateUploadCode(event.id)
  const setAutoPublish = useSetAutoPublish(event.id)
  const settings = (event.photoSharingSettings ?? {}) as Settings
  const code = settings.upload_code ?? ''
  const open = settings.public === true
  const autoPublish = settings.auto_publish === true
  const link = uploadLink(window.location.origin, event.slug ?? event.id, code)
  const qr = useMemo(
    () => (code ? toSvgDataURL(generate(link), { on: 'black', off: 'white', padX: 2, padY: 2 }) : ''),
    [link, code],
  )
  const [busy, setBusy] = useState(false)

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await work()
      toast.success(done)
    } catch (error) {
      toast.error('Failed to update event', { description: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  function print() {
    const card = window.open('', '_blank', 'width=600,height=800')
    if (!card) return
    card.document.title = 'Partagez vos photos'
    card.document.body.innerHTML = `<div style="font-family:sans-serif;text-align:center;padding:24px">
      <h1 style="font-size:28px">Partagez vos photos</h1>
      <img src="${qr}" alt="" style="width:60%;image-rendering:pixelated">
      <p style="font-size:18px">Scannez le code, ou ouvrez ${link.split('?')[0]}</p>
      <p style="font-size:48px;letter-spacing:0.3em;font-family:monospace;font-weight:bold">${code}</p></div>`
    card.print()
  }

  return (
    <section
      aria-labelledby="upload-code-title"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row dark:border-slate-800"
    >
      {qr && <img src={qr} alt={`QR code for ${link}`} width={128} height={128} className="size-32 self-center" />}
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="upload-code-title" className="font-semibold">
          Guest uploads
        </h2>
        <p className="text-sm">
          Upload code: <span className="font-mono text-lg font-bold tracking-widest">{code}</span>
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            checked={open}
            disabled={busy}
            aria-describedby={open ? undefined : 'uploads-closed-note'}
            onChange={() => void run(() => setUploadsOpen(!open, settings), open ? 'Uploads closed' : 'Uploads opened')}
          />
          Guests can upload photos
        </label>
        {!open && (
          <p
            id="uploads-closed-note"
            className="rounded-md bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            Guests cannot upload photos until you turn on 'Guests can upload photos'. Meanwhile the event's page does
            not offer 'Share your photos'.
          </p>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            checked={autoPublish}
            disabled={busy}
            onChange={() =>
              void run(
                () => setAutoPublish(!autoPublish, settings),
                autoPublish ? 'Guest photos wait for publishing' : 'Guest photos are published at once',
              )
            }
          />
          Auto-publish guest photos
        </label>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => void run(rotateUploadCode, 'New code created')}>
            New code
          </Button>
          <Button variant="secondary" disabled={!code} onClick={print}>
            Print the table card
          </Button>
          <a
            href={slideshowLink(event.slug ?? event.id, open ? code : '')}
            target="_blank"
            rel="noopener"
            className={buttonStyles('secondary')}
          >
            Slideshow
          </a>
        </div>
      </div>
    </section>
  )
}
