import { useId, useRef, useState, type DragEvent } from 'react'
import { Button } from '@/components/ui/button'
import { IMAGE_INPUT_ACCEPT } from '@/lib/images/image-files'

/**
 * SPEC §2 and §5: the gift's image drop area. A click (or Enter/Space on its button) opens the
 * file picker; a file dropped on it is taken the same way. The picked file's type is checked by
 * the caller (`onFile`), which shows the spec's message for other types.
 */
export function ImageDropArea({
  imageUrl,
  progress,
  onFile,
  onRemove,
}: {
  /** What to preview: the picked file's object URL or the stored image's signed URL. */
  imageUrl: string | undefined
  /** 0–100 while compressing, else null. */
  progress: number | null
  onFile: (file: File) => void
  onRemove: () => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const labelId = useId()
  const [over, setOver] = useState(false)

  function drop(event: DragEvent) {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium">
        Image
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="gift-image-drop-area"
        className={`flex items-center gap-4 rounded-lg border-2 border-dashed p-3 ${
          over ? 'border-rose-500 bg-rose-50 dark:bg-rose-950' : 'border-slate-300 dark:border-slate-700'
        }`}
      >
        <div className="relative aspect-square w-24 shrink-0 overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
          {imageUrl && (
            <img src={imageUrl} alt="Gift image preview" className="absolute inset-0 h-full w-full object-cover" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {progress !== null ? (
            <div className="flex flex-col gap-1">
              <span className="text-sm">Compressing image… {Math.round(progress)}%</span>
              <progress aria-label="Compressing image" max={100} value={progress} className="w-full accent-rose-600" />
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Drop a JPG, PNG or WebP image here, or</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" aria-describedby={labelId} onClick={() => input.current?.click()}>
              {imageUrl ? 'Change image' : 'Choose an image'}
            </Button>
            {imageUrl && progress === null && (
              <Button variant="ghost" onClick={onRemove}>
                Remove image
              </Button>
            )}
          </div>
        </div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_INPUT_ACCEPT}
          aria-label="Gift image file"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0]
            // Cleared so that picking the same file again still counts as a change.
            event.target.value = ''
            if (file) onFile(file)
          }}
        />
      </div>
    </div>
  )
}
