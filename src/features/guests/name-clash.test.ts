import { describe, expect, it } from 'vitest'
import { comparableName, guestNamed, nameClashes } from './name-clash'

const guest = (id: string, name: string) => ({ id, name })

describe('name clashes', () => {
  it('compares as the RSVP by name does: any case, blanks trimmed and collapsed, accents kept', () => {
    expect(comparableName('  Claire   MARTIN ')).toBe('claire martin')
    expect(comparableName('Hélène')).not.toBe(comparableName('Helene'))
  })

  it('lists each name several guests share, once, with its guests', () => {
    const list = [
      guest('1', 'Claire Martin'),
      guest('2', 'Paul Durand'),
      guest('3', ' claire  martin'),
      guest('4', 'CLAIRE MARTIN'),
      guest('5', 'Paul Durand (Lyon)'),
    ]
    expect(nameClashes(list).map((same) => same.map((g) => g.id))).toEqual([['1', '3', '4']])
    expect(nameClashes([guest('1', 'A'), guest('2', 'B')])).toEqual([])
  })

  it('finds the guest already on the list under a typed name, leaving out the guest being edited', () => {
    const list = [guest('1', 'Claire Martin'), guest('2', 'Paul Durand')]
    expect(guestNamed(list, ' CLAIRE martin ')?.id).toBe('1')
    expect(guestNamed(list, 'Claire Martin', '1')).toBeUndefined()
    expect(guestNamed(list, '   ')).toBeUndefined()
    expect(guestNamed(list, 'Claire')).toBeUndefined()
  })
})
