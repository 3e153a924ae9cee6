import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { uploadCodeRefusal } from '../api/refusals'
import { checkUploadCode } from '../api/upload-photos'

const CODE = /^[A-Z0-9]{6}$/
const normalise = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6)

type Failure = { title: string; text: string }

/** SPEC §4 upload page, step 1: the 6-character code (a link or QR code may carry it as ?code=). */
export function CodeStep({
  eventRef,
  initialCode,
  onOpened,
}: {
  eventRef: string
  initialCode: string
  onOpened: (code: string) => void
}) {
  const [code, setCode] = useState(normalise(initialCode))
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const tried = useRef(false)

  async function check(value: string) {
    setBusy(true)
    setFailure(null)
    try {
      await checkUploadCode(eventRef, value)
      onOpened(value)
    } catch (error) {
      setFailure(uploadCodeRefusal(error))
      setBusy(false)
    }
  }

  // A link with the code skips typing it.
  useEffect(() => {
    if (tried.current || !CODE.test(normalise(initialCode))) return
    tried.current = true
    void check(normalise(initialCode))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the link carried
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (CODE.test(code)) void check(code)
  }

  return (
    <form onSubmit={submit} className="mx-auto flex w-full max-w-sm flex-col gap-4" noValidate>
      <label htmlFor="upload-code" className="text-sm font-medium">
        Code de partage (6 caractères)
      </label>
      <input
        id="upload-code"
        value={code}
        onChange={(event) => setCode(normalise(event.target.value))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        className="rounded-md border border-slate-300 bg-white px-3 py-3 text-center font-mono text-2xl tracking-[0.4em] uppercase dark:border-slate-700 dark:bg-slate-900"
      />
      {failure && (
        <div
          role="alert"
          className="rounded-md border border-rose-300 bg-rose-50 p-3 text-sm dark:border-rose-900 dark:bg-rose-950"
        >
          <p className="font-semibold">{failure.title}</p>
          <p>{failure.text}</p>
        </div>
      )}
      <Button type="submit" disabled={!CODE.test(code) || busy}>
        {busy ? 'Vérification…' : 'Valider'}
      </Button>
    </form>
  )
}
