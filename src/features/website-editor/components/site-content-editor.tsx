import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import { TextField } from '@/components/ui/text-field'
import {
  menuOptions,
  newContentId,
  QUESTION_KINDS,
  SITE_CONTENT_LIMITS as L,
  sortedProgramme,
  type ProgrammeItem,
  type QuestionKind,
  type RsvpQuestion,
  type SiteContent,
} from '@kernel/site-content'
import { EntryCard, moved, TextArea } from './entry-card'

const group = 'flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800'
const heading = 'text-sm font-semibold'

/**
 * The wedding website's own content in the editor's side panel (issue 21): the programme, the
 * information sections, the FAQ and the RSVP questions. Everything previews live and is saved by
 * 'Publish changes' with the page's look.
 */
export function SiteContentEditor({ value, onChange }: { value: SiteContent; onChange: (next: SiteContent) => void }) {
  // The entry just added opens, ready to be written; the others stay folded under their titles.
  const [added, setAdded] = useState<string | null>(null)
  const add = <K extends keyof SiteContent>(key: K, entry: SiteContent[K][number]) => {
    setAdded(entry.id)
    onChange({ ...value, [key]: [...value[key], entry] })
  }
  const update = <K extends keyof SiteContent>(key: K, id: string, patch: Partial<SiteContent[K][number]>) =>
    onChange({ ...value, [key]: value[key].map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)) })
  const remove = <K extends keyof SiteContent>(key: K, id: string) =>
    onChange({
      ...value,
      [key]: value[key].filter((entry) => entry.id !== id),
      // A question about a removed programme item has nothing left to ask.
      ...(key === 'programme' ? { questions: value.questions.filter((q) => q.item !== id) } : {}),
    })

  return (
    <>
      <section aria-labelledby="programme-editor" className={group}>
        <h2 id="programme-editor" className={heading}>
          Programme
        </h2>
        {value.programme.map((item, index) => (
          <EntryCard
            key={item.id}
            label={`Programme item ${index + 1}`}
            summary={item.title}
            open={added === item.id}
            onRemove={() => remove('programme', item.id)}
          >
            <TextField
              label="Title"
              value={item.title}
              maxLength={L.itemTitle}
              onChange={(e) => update('programme', item.id, { title: e.target.value })}
            />
            <TextField
              label="Date and time"
              type="datetime-local"
              value={item.at}
              onChange={(e) => update('programme', item.id, { at: e.target.value })}
              // Items are kept in time order; re-sorting as the field changes would move it mid-edit.
              onBlur={() => onChange({ ...value, programme: sortedProgramme(value.programme) })}
            />
            <TextField
              label="Place"
              value={item.place ?? ''}
              maxLength={L.place}
              onChange={(e) => update('programme', item.id, { place: e.target.value })}
            />
            <TextField
              label="Address (optional)"
              value={item.address ?? ''}
              maxLength={L.address}
              onChange={(e) => update('programme', item.id, { address: e.target.value })}
            />
            <TextArea
              label="Description (optional)"
              value={item.description ?? ''}
              maxLength={L.description}
              onChange={(description) => update('programme', item.id, { description })}
            />
          </EntryCard>
        ))}
        {value.programme.length < L.programme && (
          <Button
            variant="secondary"
            onClick={() => add('programme', { id: newContentId(), title: '', at: '', place: '', address: '' })}
          >
            Add to programme
          </Button>
        )}
      </section>

      <section aria-labelledby="sections-editor" className={group}>
        <h2 id="sections-editor" className={heading}>
          Information sections
        </h2>
        {value.sections.map((section, index) => (
          <EntryCard
            key={section.id}
            label={`Section ${index + 1}`}
            summary={section.title}
            open={added === section.id}
            onRemove={() => remove('sections', section.id)}
            move={{
              index,
              count: value.sections.length,
              onMove: (from, to) => onChange({ ...value, sections: moved(value.sections, from, to) }),
            }}
          >
            <TextField
              label="Title"
              value={section.title}
              maxLength={L.sectionTitle}
              placeholder="Notre histoire, Venir, Où dormir, Dress code…"
              onChange={(e) => update('sections', section.id, { title: e.target.value })}
            />
            <TextArea
              label="Text"
              rows={6}
              value={section.text}
              softLimit={L.sectionText}
              onChange={(text) => update('sections', section.id, { text })}
              hint="Paragraphs, **bold**, *italic* and [links](https://…)."
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={section.visible}
                onChange={(e) => update('sections', section.id, { visible: e.target.checked })}
              />
              Shown on the site
            </label>
          </EntryCard>
        ))}
        {value.sections.length < L.sections && (
          <Button
            variant="secondary"
            onClick={() => add('sections', { id: newContentId(), title: '', text: '', visible: true })}
          >
            Add a section
          </Button>
        )}
      </section>

      <section aria-labelledby="faq-editor" className={group}>
        <h2 id="faq-editor" className={heading}>
          FAQ
        </h2>
        {value.faq.map((entry, index) => (
          <EntryCard
            key={entry.id}
            label={`FAQ entry ${index + 1}`}
            summary={entry.question}
            open={added === entry.id}
            onRemove={() => remove('faq', entry.id)}
            move={{
              index,
              count: value.faq.length,
              onMove: (from, to) => onChange({ ...value, faq: moved(value.faq, from, to) }),
            }}
          >
            <TextField
              label="Question"
              value={entry.question}
              maxLength={L.faqQuestion}
              onChange={(e) => update('faq', entry.id, { question: e.target.value })}
            />
            <TextArea
              label="Answer"
              value={entry.answer}
              maxLength={L.faqAnswer}
              onChange={(answer) => update('faq', entry.id, { answer })}
            />
          </EntryCard>
        ))}
        {value.faq.length < L.faq && (
          <Button variant="secondary" onClick={() => add('faq', { id: newContentId(), question: '', answer: '' })}>
            Add a FAQ entry
          </Button>
        )}
      </section>

      <section aria-labelledby="questions-editor" className={group}>
        <h2 id="questions-editor" className={heading}>
          RSVP questions
        </h2>
        {value.questions.map((question, index) => (
          <EntryCard
            key={question.id}
            label={`RSVP question ${index + 1}`}
            summary={question.label}
            open={added === question.id}
            onRemove={() => remove('questions', question.id)}
            move={{
              index,
              count: value.questions.length,
              onMove: (from, to) => onChange({ ...value, questions: moved(value.questions, from, to) }),
            }}
          >
            <QuestionFields
              question={question}
              programme={value.programme}
              onChange={(patch) => update('questions', question.id, patch)}
            />
          </EntryCard>
        ))}
        {value.questions.length < L.questions && (
          <Button
            variant="secondary"
            onClick={() =>
              add('questions', {
                id: newContentId(),
                kind: 'menu',
                label: '',
                per: 'attendee',
                required: false,
                options: [],
              })
            }
          >
            Add an RSVP question
          </Button>
        )}
      </section>
    </>
  )
}

function QuestionFields({
  question,
  programme,
  onChange,
}: {
  question: RsvpQuestion
  programme: ProgrammeItem[]
  onChange: (patch: Partial<RsvpQuestion>) => void
}) {
  const kind = (next: QuestionKind) =>
    onChange({
      kind: next,
      options: next === 'menu' ? (question.options ?? []) : undefined,
      item: next === 'attends' ? (question.item ?? programme[0]?.id) : undefined,
    })
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Kind
        <select
          value={question.kind}
          onChange={(e) => kind(e.target.value as QuestionKind)}
          className={FIELD_CONTROL_CLASS}
        >
          {Object.entries(QUESTION_KINDS).map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label="Question"
        value={question.label}
        maxLength={L.questionLabel}
        placeholder={question.kind === 'menu' ? 'Votre menu' : 'Allergies, régime…'}
        onChange={(e) => onChange({ label: e.target.value })}
      />
      {question.kind === 'menu' && (
        <TextArea
          label="Options (one per line)"
          rows={4}
          value={(question.options ?? []).join('\n')}
          maxLength={L.options * (L.option + 1)}
          onChange={(text) => onChange({ options: text.split('\n') })}
        />
      )}
      {question.kind === 'menu' && <VegetarianOptions question={question} onChange={onChange} />}
      {question.kind === 'attends' && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Programme item
          <select
            value={question.item ?? ''}
            onChange={(e) => onChange({ item: e.target.value || undefined })}
            className={FIELD_CONTROL_CLASS}
          >
            <option value="">Choose an item…</option>
            {programme.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title || 'Untitled item'}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">Asked</legend>
        {(
          [
            ['attendee', 'For each attendee'],
            ['party', 'Once per party'],
          ] as const
        ).map(([per, name]) => (
          <label key={per} className="flex items-center gap-2">
            <input
              type="radio"
              name={`per-${question.id}`}
              checked={question.per === per}
              onChange={() => onChange({ per })}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={question.required} onChange={(e) => onChange({ required: e.target.checked })} />
        Required
      </label>
    </>
  )
}

/**
 * Which menu options are vegetarian (issue 29): a guest choosing one is counted with the
 * companions ticked vegetarian, as one figure on the guests screen, the overview, the place cards
 * and the CSV.
 */
function VegetarianOptions({
  question,
  onChange,
}: {
  question: RsvpQuestion
  onChange: (patch: Partial<RsvpQuestion>) => void
}) {
  const options = menuOptions(question.options ?? [])
  const marked = new Set(question.vegetarian ?? [])
  if (options.length === 0) return null
  const toggle = (option: string, on: boolean) =>
    onChange({ vegetarian: options.filter((o) => (o === option ? on : marked.has(o))) })
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1 font-medium">Vegetarian options</legend>
      {options.map((option) => (
        <label key={option} className="flex items-center gap-2">
          <input type="checkbox" checked={marked.has(option)} onChange={(e) => toggle(option, e.target.checked)} />
          {option}
        </label>
      ))}
    </fieldset>
  )
}
