import { createRandom } from '../../src/features/table-plan/seating/prng.ts'
import type {
  ApartPair,
  SeatingInput,
  SeatingPerson,
  TogetherPair,
} from '../../src/features/table-plan/seating/types.ts'

/**
 * A made-up event of `guests` people: parties of 1 to 6, tables of 10 with a tenth of the seats
 * spare, a 'seat together' wish (weight 1–10) per two people between random parties and a 'keep
 * apart' per twenty. Deterministic for a seed, so every run measures the same instance.
 */
export function generatedEvent(guests: number, seed = 42): SeatingInput {
  const random = createRandom(seed)
  const pick = (n: number) => Math.floor(random() * n)
  const people: SeatingPerson[] = []
  for (let party = 0; people.length < guests; party++) {
    const size = Math.min(1 + pick(6), guests - people.length)
    for (let i = 0; i < size; i++) people.push({ id: `p${people.length}`, group: `party${party}` })
  }
  const tables = Array.from({ length: Math.ceil((guests * 1.1) / 10) }, (_, t) => ({ id: `t${t + 1}`, seats: 10 }))
  const otherParty = (a: SeatingPerson) => {
    for (;;) {
      const b = people[pick(people.length)]
      if (b.group !== a.group) return b
    }
  }
  const together: TogetherPair[] = []
  for (let i = 0; i < guests / 2; i++) {
    const a = people[pick(people.length)]
    together.push({ a: a.id, b: otherParty(a).id, weight: 1 + pick(10) })
  }
  const apart: ApartPair[] = []
  for (let i = 0; i < guests / 20; i++) {
    const a = people[pick(people.length)]
    apart.push({ a: a.id, b: otherParty(a).id })
  }
  return { people, tables, together, apart }
}
