import { addDays, format, parseISO } from 'date-fns'

/** One step of the ready-made checklist: what to do, its category, how many days before the day. */
interface ChecklistStep {
  name: string
  category: string
  daysBefore: number
}

/**
 * The ready-made wedding checklist (issue 29): the usual steps of a French wedding's year,
 * counted back from the day, which the couple adds in one go and edits like any todo.
 */
export const WEDDING_CHECKLIST: readonly ChecklistStep[] = [
  { name: 'Set the budget', category: 'Planning', daysBefore: 365 },
  { name: 'Draft the guest list', category: 'Guests', daysBefore: 330 },
  { name: 'Book the venue', category: 'Venue', daysBefore: 300 },
  { name: 'Book the caterer', category: 'Catering', daysBefore: 270 },
  { name: 'Book the photographer', category: 'Suppliers', daysBefore: 240 },
  { name: 'Book the music (DJ or band)', category: 'Suppliers', daysBefore: 210 },
  { name: 'Send the save-the-dates', category: 'Guests', daysBefore: 180 },
  { name: 'Choose the outfits', category: 'Outfits', daysBefore: 180 },
  { name: 'Open the gift list', category: 'Gifts', daysBefore: 150 },
  { name: 'File the marriage papers at the town hall', category: 'Paperwork', daysBefore: 120 },
  { name: 'Send the invitations', category: 'Guests', daysBefore: 100 },
  { name: 'Order the cake', category: 'Catering', daysBefore: 60 },
  { name: 'Choose the rings', category: 'Outfits', daysBefore: 60 },
  { name: 'Remind guests who have not answered', category: 'Guests', daysBefore: 30 },
  { name: 'Make the table plan', category: 'Guests', daysBefore: 21 },
  { name: 'Give the caterer the final numbers and menus', category: 'Catering', daysBefore: 14 },
  { name: 'Print the place cards', category: 'Decoration', daysBefore: 7 },
  { name: 'Share the photo upload code with guests', category: 'Photos', daysBefore: 1 },
]

export interface ChecklistTodo {
  name: string
  category: string
  /** YYYY-MM-DD: the step's day before the event, or today when that day has passed. */
  due_date: string
}

/**
 * The checklist dated back from the event's day (its YYYY-MM-DD on the viewer's calendar). A
 * step whose day is already past is due today, since the calendar offers no past dates.
 */
export function datedChecklist(eventDay: string, today: string): ChecklistTodo[] {
  const day = parseISO(eventDay)
  return WEDDING_CHECKLIST.map((step) => {
    const due = format(addDays(day, -step.daysBefore), 'yyyy-MM-dd')
    return { name: step.name, category: step.category, due_date: due < today ? today : due }
  })
}
