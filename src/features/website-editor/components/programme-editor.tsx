import { TextField } from '@/components/ui/text-field'
import { newContentId, SITE_CONTENT_LIMITS as L, sortedProgramme, type ProgrammeItem } from '@kernel/site-content'
import type { ContentEdits } from './content-edits'
import { ContentGroup } from './content-group'
import { EntryCard, TextArea } from './entry-card'

/** The programme: title, time, place, address and description of each item, kept in time order. */
export function ProgrammeEditor({ programme, edits }: { programme: ProgrammeItem[]; edits: ContentEdits }) {
  return (
    <ContentGroup
      id="programme-editor"
      title="Programme"
      addLabel="Add to programme"
      canAdd={programme.length < L.programme}
      onAdd={() => edits.add('programme', { id: newContentId(), title: '', at: '', place: '', address: '' })}
    >
      {programme.map((item, index) => {
        const update = (patch: Partial<ProgrammeItem>) => edits.update('programme', item.id, patch)
        return (
          <EntryCard
            key={item.id}
            label={`Programme item ${index + 1}`}
            summary={item.title}
            open={edits.added === item.id}
            onRemove={() => edits.remove('programme', item.id)}
          >
            <TextField
              label="Title"
              value={item.title}
              maxLength={L.itemTitle}
              onChange={(e) => update({ title: e.target.value })}
            />
            <TextField
              label="Date and time"
              type="datetime-local"
              value={item.at}
              onChange={(e) => update({ at: e.target.value })}
              // Items are kept in time order; re-sorting as the field changes would move it mid-edit.
              onBlur={() => edits.set('programme', sortedProgramme(programme))}
            />
            <TextField
              label="Place"
              value={item.place ?? ''}
              maxLength={L.place}
              onChange={(e) => update({ place: e.target.value })}
            />
            <TextField
              label="Address (optional)"
              value={item.address ?? ''}
              maxLength={L.address}
              onChange={(e) => update({ address: e.target.value })}
            />
            <TextArea
              label="Description (optional)"
              value={item.description ?? ''}
              maxLength={L.description}
              onChange={(description) => update({ description })}
            />
          </EntryCard>
        )
      })}
    </ContentGroup>
  )
}
