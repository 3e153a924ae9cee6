import { answerCounts, countsText, questionTitle } from '@kernel/answer-summary'
import { readSiteContent } from '@kernel/site-content'
import type { Json } from '@kernel/generated/database.types'
import { useAnswerRows } from '../api/get-answer-counts'

/**
 * The RSVP questions' figures over confirmed guests, in people (issue 21): each menu's counts per
 * option ('Bœuf 42 · Poisson 18 · Végétarien 6'), the attendance of each programme item asked
 * about, and the yeses and noes of yes / no questions. Nothing when no question has figures.
 */
export function RsvpAnswersCard({ eventId, siteContent }: { eventId: string; siteContent: Json }) {
  const site = readSiteContent(siteContent)
  const counted = site.questions.filter((q) => q.kind === 'menu' || q.kind === 'yesno' || q.kind === 'attends')
  const rows = useAnswerRows(eventId, counted.length > 0)
  if (counted.length === 0) return null
  return (
    <section aria-labelledby="rsvp-answers" className="mt-8">
      <h2 id="rsvp-answers" className="text-lg font-semibold">
        RSVP answers
      </h2>
      {rows.error && !rows.data ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          The RSVP answers could not be loaded.
        </p>
      ) : (
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          {counted.map((question) => {
            const counts = rows.data ? answerCounts(question, rows.data) : null
            const title = questionTitle(question, site.programme)
            return (
              <div key={question.id} className="contents">
                <dt className="font-medium">{title}</dt>
                <dd className="text-slate-700 tabular-nums dark:text-slate-200">
                  {!counts
                    ? '…'
                    : question.kind === 'attends'
                      ? `${counts[0].count} attending · ${counts[1].count} not attending`
                      : countsText(counts)}
                </dd>
              </div>
            )
          })}
        </dl>
      )}
    </section>
  )
}
