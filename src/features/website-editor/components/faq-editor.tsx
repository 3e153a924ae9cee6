import { TextField } from '@/components/ui/text-field'
import { newContentId, SITE_CONTENT_LIMITS as L, type FaqEntry } from '@kernel/site-content'
import type { ContentEdits } from './content-edits'
import { ContentGroup } from './content-group'
import { EntryCard, TextArea } from './entry-card'

/** The FAQ: a question and its answer per entry, in the order the organisers set. */
export function FaqEditor({ faq, edits }: { faq: FaqEntry[]; edits: ContentEdits }) {
  return (
    <ContentGroup
      id="faq-editor"
      title="FAQ"
      addLabel="Add a FAQ entry"
      canAdd={faq.length < L.faq}
      onAdd={() => edits.add('faq', { id: newContentId(), question: '', answer: '' })}
    >
      {faq.map((entry, index) => (
        <EntryCard
          key={entry.id}
          label={`FAQ entry ${index + 1}`}
          summary={entry.question}
          open={edits.added === entry.id}
          onRemove={() => edits.remove('faq', entry.id)}
          move={{ index, count: faq.length, onMove: (from, to) => edits.move('faq', from, to) }}
        >
          <TextField
            label="Question"
            value={entry.question}
            maxLength={L.faqQuestion}
            onChange={(e) => edits.update('faq', entry.id, { question: e.target.value })}
          />
          <TextArea
            label="Answer"
            value={entry.answer}
            maxLength={L.faqAnswer}
            onChange={(answer) => edits.update('faq', entry.id, { answer })}
          />
        </EntryCard>
      ))}
    </ContentGroup>
  )
}
