import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-frame'
import { TextField } from '@/components/ui/text-field'
import { prepareImageWorker } from '@/lib/images/compress-image'
import { IMAGE_INPUT_ACCEPT, IMAGE_MESSAGES } from '@/lib/images/image-files'
import { loadToasts, toast } from '@/lib/toast'
import { storageFullMessage } from '../api/refusals'
import { forgetPendingPhoto } from './pending-photos'
import { PhotoRow } from './photo-row'
import { sendPhotos } from './send-photos'
import { useChosenPhotos } from './use-chosen-photos'

// French agreement: '1 photo envoyée', '2 photos envoyées'.
const s = (n: number) => (n > 1 ? 's' : '')

/**
 * SPEC §4 upload page, step 2: photos (1 to 100), the uploader's name and a caption; each photo
 * compressed in a worker and sent with its own progress. Photos not sent yet stay in the browser
 * until they are, and failed ones can be sent again at once.
 */
export function UploadForm({
  eventId,
  eventRef,
  code,
  onDone,
}: {
  eventId: string
  eventRef: string
  code: string
  /**
   * `published`: the event auto-publishes guests' photos, so these are on its page already;
   * `refused`: files set aside because they are not images.
   */
  onDone: (sent: number, published: boolean, refused: number) => void
}) {
  const { photos, restored, choose: add, remove, update } = useChosenPhotos(eventId)
  const [uploaderName, setUploaderName] = useState('')
  const [caption, setCaption] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  // Everything the sending needs is fetched now, while the page is online: the image worker and
  // the toasts would otherwise be downloaded at the first photo, perhaps without signal.
  useEffect(() => {
    prepareImageWorker()
    void loadToasts().catch(() => undefined)
  }, [])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    setError(add(files))
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const todo = photos.filter((photo) => photo.status !== 'sent' && photo.status !== 'refused')
    if (todo.length === 0) return setError('Please select at least one photo')
    const refusedBefore = photos.filter((photo) => photo.status === 'refused').length
    setError(null)
    setSending(true)
    try {
      const result = await sendPhotos(todo, { eventRef, code, uploaderName, caption }, update, (id) => {
        void forgetPendingPhoto(id)
      })
      if (result.sent > 0) toast.success(`${result.sent} photo${s(result.sent)} envoyée${s(result.sent)}`)
      if (result.failed > 0) {
        toast.error(`${result.failed} photo${s(result.failed)} non envoyée${s(result.failed)}`, {
          description: 'Elles restent ici : réessayez quand le réseau revient.',
        })
      } else onDone(result.sent, result.published, refusedBefore + result.refused)
    } catch (error) {
      // The project's storage is full: the database's French sentence, not a network hint.
      const full = storageFullMessage(error)
      if (full) toast.error(full)
      else toast.error(IMAGE_MESSAGES.uploadFailedFr, { description: 'Vérifiez votre connexion, puis réessayez.' })
    } finally {
      setSending(false)
    }
  }

  const failed = photos.filter((photo) => photo.status === 'failed').length
  const done = photos.filter((photo) => photo.status === 'sent').length
  const overall =
    photos.length === 0 ? 0 : photos.reduce((sum, p) => sum + (p.status === 'sent' ? 1 : p.progress), 0) / photos.length

  return (
    <form onSubmit={(event) => void submit(event)} className="mx-auto flex w-full max-w-lg flex-col gap-4" noValidate>
      {restored > 0 && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm dark:bg-amber-950">
          {restored} photo{s(restored)} de votre dernière visite n'{restored > 1 ? 'ont' : 'a'} pas encore été envoyée
          {s(restored)}.
        </p>
      )}
      <input
        ref={input}
        id="upload-photos"
        type="file"
        multiple
        accept={IMAGE_INPUT_ACCEPT}
        onChange={choose}
        className="sr-only"
        aria-label="Photos à envoyer"
        tabIndex={-1}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={sending}>
        Choisir des photos
      </Button>
      {photos.length > 0 && (
        <>
          <ul aria-label="Photos choisies" className="divide-y divide-slate-200 dark:divide-slate-800">
            {photos.map((photo) => (
              <PhotoRow key={photo.id} photo={photo} onRemove={sending ? undefined : () => remove(photo.id)} />
            ))}
          </ul>
          <div
            role="progressbar"
            aria-label="Progression totale"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(overall * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div className="h-full bg-rose-600 transition-[width]" style={{ width: `${Math.round(overall * 100)}%` }} />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {done} / {photos.length} envoyée{s(done)}
          </p>
        </>
      )}
      <TextField
        label="Votre nom"
        value={uploaderName}
        maxLength={100}
        onChange={(e) => setUploaderName(e.target.value)}
      />
      <TextField label="Légende" value={caption} maxLength={500} onChange={(e) => setCaption(e.target.value)} />
      {error && <FieldError role="alert">{error}</FieldError>}
      <Button type="submit" disabled={sending}>
        {sending ? 'Envoi en cours…' : failed > 0 ? 'Réessayer les photos restantes' : 'Envoyer les photos'}
      </Button>
    </form>
  )
}
