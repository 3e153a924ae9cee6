import { TextField } from '@/components/ui/text-field'
import { newContentId, SITE_CONTENT_LIMITS as L, type InfoSection } from '@kernel/site-content'
import type { ContentEdits } from './content-edits'
import { ContentGroup } from './content-group'
import { EntryCard, TextArea } from './entry-card'

/** The information sections (our story, getting there, where to stay…): title, text, shown or not. */
export function SectionsEditor({ sections, edits }: { sections: InfoSection[]; edits: ContentEdits }) {
  return (
    <ContentGroup
      id="sections-editor"
      title="Information sections"
      addLabel="Add a section"
      canAdd={sections.length < L.sections}
      onAdd={() => edits.add('sections', { id: newContentId(), title: '', text: '', visible: true })}
    >
      {sections.map((section, index) => {
        const update = (patch: Partial<InfoSection>) => edits.update('sections', section.id, patch)
        return (
          <EntryCard
            key={section.id}
            label={`Section ${index + 1}`}
            summary={section.title}
            open={edits.added === section.id}
            onRemove={() => edits.remove('sections', section.id)}
            move={{ index, count: sections.length, onMove: (from, to) => edits.move('sections', from, to) }}
          >
            <TextField
              label="Title"
              value={section.title}
              maxLength={L.sectionTitle}
              placeholder="Notre histoire, Venir, Où dormir, Dress code…"
              onChange={(e) => update({ title: e.target.value })}
            />
            <TextArea
              label="Text"
              rows={6}
              value={section.text}
              softLimit={L.sectionText}
              onChange={(text) => update({ text })}
              hint="Paragraphs, **bold**, *italic* and [links](https://…)."
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={section.visible}
                onChange={(e) => update({ visible: e.target.checked })}
              />
              Shown on the site
            </label>
          </EntryCard>
        )
      })}
    </ContentGroup>
  )
}
