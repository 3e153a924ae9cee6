import { toast } from '@/lib/toast'
import { Button } from './button'

const CopyIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
)

/** Copies `text` and confirms with `copiedMessage` (the clipboard needs a secure context). */
export function CopyButton({ text, label, copiedMessage }: { text: string; label: string; copiedMessage: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(copiedMessage)
    } catch (error) {
      console.error('Copying to the clipboard failed', error)
      toast.error('Could not copy to the clipboard')
    }
  }
  return (
    <Button variant="secondary" aria-label={label} title={label} onClick={() => void copy()} className="px-3">
      <CopyIcon />
    </Button>
  )
}
