import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import type { PhotoRow } from '../types'

type Run =
  { state: 'idle' } | { state: 'running'; done: number; total: number } | { state: 'finished'; missing: string[] }

/**
 * 'Download': the selected photos' stored files as one ZIP, streamed to disk (album/), with its
 * progress and 'Cancel'. The ZIP code loads on the first click, not with the screen.
 */
export function AlbumDownload({ photos, fileName }: { photos: PhotoRow[]; fileName: string }) {
  const [run, setRun] = useState<Run>({ state: 'idle' })
  const abort = useRef<AbortController | null>(null)

  async function start() {
    const controller = new AbortController()
    abort.current = controller
    try {
      const [{ openSaveStream }, { albumZip }, { readPhotoFile }] = await Promise.all([
        import('../album/save-stream'),
        import('../album/album-zip'),
        import('../api/read-photo-file'),
      ])
      // Asked first: the file picker wants the click's user activation.
      const sink = await openSaveStream(fileName)
      if (!sink) return setRun({ state: 'idle' })
      setRun({ state: 'running', done: 0, total: photos.length })
      const zip = albumZip(photos, {
        readFile: readPhotoFile,
        signal: controller.signal,
        onProgress: ({ done, total }) => setRun({ state: 'running', done, total }),
      })
      await zip.stream.pipeTo(sink, { signal: controller.signal })
      const missing = zip.missing()
      setRun({ state: 'finished', missing })
      if (!missing.length) toast.success(`Album downloaded (${photos.length} photo${photos.length > 1 ? 's' : ''})`)
    } catch (error) {
      setRun({ state: 'idle' })
      if (controller.signal.aborted) toast.info('Download cancelled')
      else toast.error('Failed to download the album', { description: (error as Error).message })
    } finally {
      abort.current = null
    }
  }

  if (run.state === 'running')
    return (
      <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto" role="status">
        <progress value={run.done} max={run.total} aria-label="Album download" className="h-2 w-40 accent-rose-600" />
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {run.done} / {run.total} photos
        </span>
        <Button variant="ghost" onClick={() => abort.current?.abort()}>
          Cancel
        </Button>
      </div>
    )
  return (
    <>
      <Button variant="secondary" disabled={photos.length === 0} onClick={() => void start()}>
        Download
      </Button>
      {run.state === 'finished' && run.missing.length > 0 && (
        <div
          role="alert"
          className="w-full rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">
            The album was saved without {run.missing.length} photo{run.missing.length > 1 ? 's' : ''} that could not be
            downloaded (listed in fichiers-manquants.txt):
          </p>
          <ul className="mt-1 list-disc pl-5">
            {run.missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
