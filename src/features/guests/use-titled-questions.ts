import { useMemo } from 'react'
import { questionTitle } from '@kernel/answer-summary'
import { readSiteContent } from '@kernel/site-content'

/** The RSVP questions (website editor), titled once: each row and the CSV show their answers. */
export function useTitledQuestions(siteContent: unknown) {
  const questions = useMemo(() => {
    const site = readSiteContent(siteContent)
    return site.questions.map((question) => ({ question, title: questionTitle(question, site.programme) }))
  }, [siteContent])
  const rsvpQuestions = useMemo(() => questions.map((q) => q.question), [questions])
  return { questions, rsvpQuestions }
}
