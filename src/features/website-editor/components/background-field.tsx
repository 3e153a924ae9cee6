import { useRef, type ChangeEvent } from 'react'
import { Button } from '@/components/ui/button'
import { IMAGE_INPUT_ACCEPT } from '@/lib/images/image-files'

/** The background image: upload or change it (the file input stays hidden behind the button), or remove it. */
export function BackgroundField({
  hasImage,
  uploading,
  onPick,
  onRemove,
}: {
  hasImage: boolean
  uploading: boolean
  onPick: (file: File) => void
  onRemove: () => void
}) {
  const input = useRef<HTMLInputElement>(null)
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) onPick(file)
  }
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">Background image</span>
      <input
        ref={input}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        onChange={pick}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? 'Uploading…' : hasImage ? 'Change background' : 'Upload background'}
        </Button>
        {hasImage && (
          <Button variant="ghost" disabled={uploading} onClick={onRemove}>
            Remove background
          </Button>
        )}
      </div>
    </div>
  )
}
