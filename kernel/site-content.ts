/**
 * The wedding website's own content (issue 21): programme, information sections, FAQ and RSVP
 * questions, as events."siteContent" stores them. The limits are the database's
 * (20261125160000_add_site_content.sql), which refuses more with EV040.
 */

export const SITE_CONTENT_LIMITS = {
  programme: 30,
  sections: 20,
  faq: 50,
  questions: 20,
  options: 20,
  itemTitle: 120,
  place: 200,
  address: 300,
  description: 2000,
  sectionTitle: 120,
  sectionText: 5000,
  faqQuestion: 300,
  faqAnswer: 3000,
  questionLabel: 200,
  option: 100,
} as const

export interface ProgrammeItem {
  id: string
  title: string
  /** The place's wall clock, as a `datetime-local` field gives it: 2027-08-14T15:00. */
  at: string
  place?: string | null
  address?: string | null
  description?: string | null
}

export interface InfoSection {
  id: string
  title: string
  text: string
  visible: boolean
}

export interface FaqEntry {
  id: string
  question: string
  answer: string
}

export type QuestionKind = 'menu' | 'dietary' | 'yesno' | 'text' | 'attends'

export const QUESTION_KINDS: Record<QuestionKind, string> = {
  menu: 'Menu choice',
  dietary: 'Dietary needs',
  yesno: 'Yes / No',
  text: 'Free text',
  attends: 'Attends a programme item',
}

export interface RsvpQuestion {
  id: string
  kind: QuestionKind
  label: string
  per: 'attendee' | 'party'
  required: boolean
  options?: string[]
  /** The programme item an 'attends' question is about. */
  item?: string
  /** The menu's options that are vegetarian (issue 29), counted with the companions ticked so. */
  vegetarian?: string[]
}

export interface SiteContent {
  programme: ProgrammeItem[]
  sections: InfoSection[]
  faq: FaqEntry[]
  questions: RsvpQuestion[]
}

export const EMPTY_SITE_CONTENT: SiteContent = { programme: [], sections: [], faq: [], questions: [] }

const list = <T>(value: unknown, keep: (entry: Record<string, unknown>) => boolean): T[] =>
  Array.isArray(value)
    ? (value.filter((entry) => entry && typeof entry === 'object' && keep(entry as Record<string, unknown>)) as T[])
    : []

const text = (value: unknown) => typeof value === 'string'

/** The stored document, read defensively: what is not of the expected shape is left out. */
export function readSiteContent(value: unknown): SiteContent {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return {
    programme: list<ProgrammeItem>(raw.programme, (e) => text(e.id) && text(e.title) && text(e.at)),
    sections: list<InfoSection>(raw.sections, (e) => text(e.id) && text(e.title)).map((s) => ({
      ...s,
      text: s.text ?? '',
      visible: s.visible !== false,
    })),
    faq: list<FaqEntry>(raw.faq, (e) => text(e.id) && text(e.question) && text(e.answer)),
    questions: list<RsvpQuestion>(
      raw.questions,
      (e) => text(e.id) && text(e.label) && typeof e.kind === 'string' && e.kind in QUESTION_KINDS,
    ),
  }
}

/** Programme items in time order (the stored order is the editor's, by time too). */
export function sortedProgramme(items: ProgrammeItem[]): ProgrammeItem[] {
  return [...items].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
}

export function newContentId(): string {
  return crypto.randomUUID()
}

/**
 * The document as published: trimmed texts, empty optional fields dropped, a menu's options
 * trimmed and without blanks or repeats.
 */
export function cleanSiteContent(content: SiteContent): SiteContent {
  const optional = (value: string | null | undefined) => value?.trim() || null
  return {
    programme: sortedProgramme(content.programme).map((item) => ({
      id: item.id,
      title: item.title.trim(),
      at: item.at,
      place: optional(item.place),
      address: optional(item.address),
      description: optional(item.description),
    })),
    sections: content.sections.map((s) => ({
      id: s.id,
      title: s.title.trim(),
      text: s.text.trim(),
      visible: s.visible,
    })),
    faq: content.faq.map((f) => ({ id: f.id, question: f.question.trim(), answer: f.answer.trim() })),
    questions: content.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      label: q.label.trim(),
      per: q.per,
      required: q.required,
      ...(q.kind === 'menu' ? menuFields(q) : {}),
      ...(q.kind === 'attends' && q.item ? { item: q.item } : {}),
    })),
  }
}

/** A menu's options, and those of them marked vegetarian (none marked: no list). */
function menuFields(question: RsvpQuestion): Pick<RsvpQuestion, 'options' | 'vegetarian'> {
  const options = menuOptions(question.options ?? [])
  const vegetarian = options.filter((option) => question.vegetarian?.some((v) => v.trim() === option))
  return { options, ...(vegetarian.length > 0 ? { vegetarian } : {}) }
}

/** A menu's options as typed one per line: trimmed, without blanks or repeats. */
export function menuOptions(lines: string[]): string[] {
  return [...new Set(lines.map((line) => line.trim()).filter(Boolean))]
}

/**
 * The content as get_public_event answers it for the page: with "shown" when there is a
 * programme, a visible section or a FAQ to show (the editor's preview builds it the same way).
 */
export function publicSiteContent(content: SiteContent): SiteContent & { shown: boolean } {
  const shown = content.programme.length > 0 || content.sections.some((s) => s.visible) || content.faq.length > 0
  return { ...content, shown }
}

/** What keeps the content from being published, in the editor's words; null when nothing. */
export function siteContentProblem(content: SiteContent): string | null {
  const L = SITE_CONTENT_LIMITS
  if (content.programme.length > L.programme) return `At most ${L.programme} programme items.`
  if (content.sections.length > L.sections) return `At most ${L.sections} sections.`
  if (content.faq.length > L.faq) return `At most ${L.faq} FAQ entries.`
  if (content.questions.length > L.questions) return `At most ${L.questions} RSVP questions.`
  for (const item of content.programme) {
    if (!item.title.trim()) return 'Each programme item needs a title.'
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(item.at)) return `'${item.title}' needs a date and time.`
  }
  for (const section of content.sections) {
    if (!section.title.trim()) return 'Each section needs a title.'
    if (section.text.trim().length > L.sectionText)
      return `'${section.title.trim()}' is ${(section.text.trim().length - L.sectionText).toLocaleString('en')} characters over the ${L.sectionText.toLocaleString('en')} a section may hold.`
  }
  for (const entry of content.faq) {
    if (!entry.question.trim() || !entry.answer.trim()) return 'Each FAQ entry needs a question and an answer.'
  }
  for (const question of content.questions) {
    if (!question.label.trim()) return 'Each RSVP question needs a question.'
    if (question.kind === 'menu') {
      const options = menuOptions(question.options ?? [])
      if (options.length === 0) return `'${question.label}' needs at least one option.`
      if (options.length > L.options) return `'${question.label}' offers at most ${L.options} options.`
      if (options.some((o) => o.length > L.option)) return `Each option is at most ${L.option} characters.`
    }
    if (question.kind === 'attends' && !content.programme.some((item) => item.id === question.item)) {
      return `'${question.label}' needs a programme item.`
    }
  }
  return null
}
