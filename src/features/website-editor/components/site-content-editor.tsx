import type { SiteContent } from '@kernel/site-content'
import { useContentEdits } from './content-edits'
import { FaqEditor } from './faq-editor'
import { ProgrammeEditor } from './programme-editor'
import { QuestionsEditor } from './questions-editor'
import { SectionsEditor } from './sections-editor'

/**
 * The wedding website's own content in the editor's side panel (issue 21): the programme, the
 * information sections, the FAQ and the RSVP questions. Everything previews live and is saved by
 * 'Publish changes' with the page's look.
 */
export function SiteContentEditor({ value, onChange }: { value: SiteContent; onChange: (next: SiteContent) => void }) {
  const edits = useContentEdits(value, onChange)
  return (
    <>
      <ProgrammeEditor programme={value.programme} edits={edits} />
      <SectionsEditor sections={value.sections} edits={edits} />
      <FaqEditor faq={value.faq} edits={edits} />
      <QuestionsEditor content={value} edits={edits} />
    </>
  )
}
