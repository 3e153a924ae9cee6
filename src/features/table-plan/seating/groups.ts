import type { SeatingPerson } from './types'

export interface PartyGroup {
  id: string
  members: string[]
}

/** The parties in order of first appearance, each with its members in input order. */
export function partyGroups(people: readonly SeatingPerson[]): PartyGroup[] {
  const byId = new Map<string, PartyGroup>()
  for (const person of people) {
    let group = byId.get(person.group)
    if (!group) {
      group = { id: person.group, members: [] }
      byId.set(person.group, group)
    }
    group.members.push(person.id)
  }
  return [...byId.values()]
}
