import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/button'
import { paths } from '@/lib/paths'
// A file of its own, not inlined: the picture costs the landing chunk a URL, not its bytes.
import illustration from './landing-illustration.svg?no-inline'

/** SPEC §2 `/`: what Eventail is, and the link to /admin/. */
export function LandingPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <h1 className="text-4xl font-semibold tracking-tight">Eventail</h1>
      <p className="text-lg text-slate-700 dark:text-slate-200">
        Plan a wedding, a baptism, a birthday, an anniversary or any other event: the organisers and their team work in
        one admin area, and the guests get the event&apos;s own web page.
      </p>
      <img
        src={illustration}
        width={560}
        height={340}
        alt="An organiser's screen with to-dos and a table plan, beside a guest's phone showing the event's page with its RSVP button and gift list."
        className="h-auto w-full max-w-lg"
      />
      <ul className="flex flex-col gap-3 text-left text-slate-600 dark:text-slate-300">
        <li>
          <strong className="text-slate-900 dark:text-slate-100">Organisers</strong> keep the guest list and its
          answers, a gift list, to-dos, the table plan and the photos guests share, together with their team.
        </li>
        <li>
          <strong className="text-slate-900 dark:text-slate-100">Guests</strong> answer the invitation, choose a gift,
          find the place and send their photos from the event&apos;s page, with no account.
        </li>
        <li>
          <strong className="text-slate-900 dark:text-slate-100">Sign-in is by invitation</strong>: an administrator
          adds organisers, and organisers invite their team.
        </li>
      </ul>
      <Link to={paths.adminHome()} className={buttonStyles('primary')}>
        Go to admin
      </Link>
    </main>
  )
}
