import { newContentId, SITE_CONTENT_LIMITS as L, type SiteContent } from '@kernel/site-content'
import type { ContentEdits } from './content-edits'
import { ContentGroup } from './content-group'
import { EntryCard } from './entry-card'
import { QuestionFields } from './rsvp-question-fields'

/** The RSVP questions the guests answer with their RSVP, in the order the organisers set. */
export function QuestionsEditor({
  content: { questions, programme },
  edits,
}: {
  content: Pick<SiteContent, 'questions' | 'programme'>
  edits: ContentEdits
}) {
  return (
    <ContentGroup
      id="questions-editor"
      title="RSVP questions"
      addLabel="Add an RSVP question"
      canAdd={questions.length < L.questions}
      onAdd={() =>
        edits.add('questions', {
          id: newContentId(),
          kind: 'menu',
          label: '',
          per: 'attendee',
          required: false,
          options: [],
        })
      }
    >
      {questions.map((question, index) => (
        <EntryCard
          key={question.id}
          label={`RSVP question ${index + 1}`}
          summary={question.label}
          open={edits.added === question.id}
          onRemove={() => edits.remove('questions', question.id)}
          move={{ index, count: questions.length, onMove: (from, to) => edits.move('questions', from, to) }}
        >
          <QuestionFields
            question={question}
            programme={programme}
            onChange={(patch) => edits.update('questions', question.id, patch)}
          />
        </EntryCard>
      ))}
    </ContentGroup>
  )
}
