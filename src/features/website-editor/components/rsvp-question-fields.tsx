import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import { TextField } from '@/components/ui/text-field'
import {
  menuOptions,
  QUESTION_KINDS,
  SITE_CONTENT_LIMITS as L,
  type ProgrammeItem,
  type QuestionKind,
  type RsvpQuestion,
} from '@kernel/site-content'
import { TextArea } from './entry-card'

/** One RSVP question's fields: its kind, wording, menu options or programme item, who answers, required. */
export function QuestionFields({
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
