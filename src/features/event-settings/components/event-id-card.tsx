import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { useEvent } from '@/entities/event'

/** SPEC §2: the read-only event ID with a copy button. */
export function EventIdCard() {
  const { event } = useEvent()
  return (
    <Card title="Event ID" description="Use it to reach the event when it has no URL of its own.">
      <div className="flex items-stretch gap-2">
        <input
          readOnly
          value={event.id}
          aria-label="Event ID"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <CopyButton text={event.id} label="Copy event ID" copiedMessage="Event ID copied to clipboard" />
      </div>
    </Card>
  )
}
