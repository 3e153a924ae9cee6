import { describe, expect, it } from 'vitest'
import { answerCounts, countsText, partyAnswer, questionTitle } from './answer-summary'
import { answersToSend, missingAnswer } from './rsvp-answers'
import type { RsvpQuestion } from './site-content'

const menu: RsvpQuestion = {
  id: 'm',
  kind: 'menu',
  label: 'Menu',
  per: 'attendee',
  required: true,
  options: ['Bœuf', 'Poisson', 'Végétarien'],
}
const brunch: RsvpQuestion = { id: 'b', kind: 'attends', label: '', per: 'party', required: false, item: 'i1' }
const diet: RsvpQuestion = { id: 'd', kind: 'dietary', label: 'Allergies', per: 'attendee', required: false }
const camille = { name: 'Camille', age: 'adult', vegetarian: false }

const guests = [
  { name: 'Alice', status: 'confirmed', plus_ones: [camille], rsvp_answers: { m: ['Bœuf', 'Végétarien'], b: true } },
  { name: 'Bob', status: 'confirmed', plus_ones: [], rsvp_answers: { m: ['Bœuf'], b: false } },
  { name: 'Carl', status: 'declined', plus_ones: [], rsvp_answers: { m: ['Poisson'] } },
  { name: 'Dora', status: 'confirmed', plus_ones: [], rsvp_answers: { m: ['Homard'], gone: 'x' } },
]

describe('the organisers’ reading', () => {
  it('counts menu options per person over confirmed guests', () => {
    expect(countsText(answerCounts(menu, guests))).toBe('Bœuf 2 · Poisson 0 · Végétarien 1')
  })

  it('counts a party’s attendance answer for its whole party', () => {
    expect(answerCounts(brunch, guests)).toEqual([
      { label: 'Yes', count: 2 },
      { label: 'No', count: 1 },
    ])
    expect(answerCounts(diet, guests)).toEqual([])
  })

  it('writes a party’s answers in one cell, plus-ones named', () => {
    expect(partyAnswer(menu, guests[0])).toBe('Alice: Bœuf; Camille: Végétarien')
    expect(partyAnswer(brunch, guests[0])).toBe('Yes')
    expect(partyAnswer(diet, guests[0])).toBe('')
    expect(questionTitle(brunch, [{ id: 'i1', title: 'Brunch', at: '2027-08-15T11:00' }])).toBe('Brunch')
  })
})

describe('answer validation in the wizard', () => {
  it('finds a required answer missing for a plus-one', () => {
    expect(missingAnswer([menu, diet], { m: ['Bœuf'] }, 2)).toBe(menu)
    expect(missingAnswer([menu, diet], { m: ['Bœuf', ''] }, 2)).toBe(menu)
    expect(missingAnswer([menu, diet], { m: ['Bœuf', 'Poisson'] }, 2)).toBeNull()
    expect(missingAnswer([{ ...brunch, required: true }], {}, 1)?.id).toBe('b')
    expect(missingAnswer([{ ...brunch, required: true }], { b: false }, 1)).toBeNull()
  })

  it('sends only the questions asked, trimmed to the party, blanks as null', () => {
    expect(
      answersToSend([menu, diet, brunch], { m: ['Bœuf', 'Poisson', 'Bœuf'], d: ['  ', ' noix '], x: 'y' }, 2),
    ).toEqual({
      m: ['Bœuf', 'Poisson'],
      d: [null, 'noix'],
    })
  })
})
