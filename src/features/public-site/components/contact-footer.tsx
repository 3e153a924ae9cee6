import type { Json } from '@kernel/generated/database.types'
import { readContactEmail } from '@kernel/contact-email'

/** The foot of the public page: the contact e-mail the organisers published, as a mail link. */
export function ContactFooter({ websiteSettings }: { websiteSettings: Json | undefined }) {
  const email = readContactEmail(websiteSettings)
  if (!email) return null
  return (
    <footer className="mt-6 border-t border-slate-200 pt-6 text-center text-sm dark:border-slate-800">
      <p lang="fr" className="wrap-anywhere">
        Contact :{' '}
        <a href={`mailto:${email}`} className="text-accent-700 underline underline-offset-4 dark:text-accent-400">
          {email}
        </a>
      </p>
    </footer>
  )
}
