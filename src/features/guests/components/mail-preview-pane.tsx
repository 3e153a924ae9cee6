import type { RenderedMail } from '@kernel/guest-mail/render-guest-mail'
import type { GuestRow } from '../types'

/** The live preview: the mail as the first recipient gets it, in a sandboxed frame. */
export function MailPreviewPane({ sample, preview }: { sample: GuestRow | undefined; preview: RenderedMail | null }) {
  return (
    <section aria-label="Preview" className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-medium">Preview{sample ? ` as ${sample.name} gets it` : ''}</h3>
      {preview ? (
        <>
          <p className="text-sm">
            <span className="text-slate-600 dark:text-slate-400">Subject: </span>
            {preview.subject}
          </p>
          <iframe
            title="E-mail preview"
            sandbox=""
            srcDoc={preview.html}
            className="h-96 w-full rounded-md border border-slate-200 bg-white dark:border-slate-700"
          />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Add a guest to see the e-mail.</p>
      )}
    </section>
  )
}
