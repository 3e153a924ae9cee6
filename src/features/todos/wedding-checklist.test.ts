import { describe, expect, it } from 'vitest'
import { datedChecklist, WEDDING_CHECKLIST } from './wedding-checklist'

describe('datedChecklist', () => {
  it('dates each step back from the wedding day', () => {
    const todos = datedChecklist('2028-06-10', '2027-01-01')
    expect(todos).toHaveLength(WEDDING_CHECKLIST.length)
    expect(todos[0]).toEqual({ name: 'Set the budget', category: 'Planning', due_date: '2027-06-11' })
    expect(todos.at(-1)).toEqual({
      name: 'Share the photo upload code with guests',
      category: 'Photos',
      due_date: '2028-06-09',
    })
    // 2028 is a leap year: 120 days before 10 June is 11 February.
    expect(todos.find((t) => t.category === 'Paperwork')?.due_date).toBe('2028-02-11')
  })

  it('makes the steps whose day has passed due today', () => {
    const todos = datedChecklist('2027-03-01', '2027-01-01')
    expect(todos[0].due_date).toBe('2027-01-01')
    expect(todos.at(-1)?.due_date).toBe('2027-02-28')
  })
})
