import { describe, expect, it } from 'vitest'
import { instructionParts } from './instruction-links'

describe('instructionParts', () => {
  it('keeps plain text as it is', () => {
    expect(instructionParts('Virement sur FR76 3000 6000 0112 3456 7890 189.\nOu le jour J.')).toEqual([
      { text: 'Virement sur FR76 3000 6000 0112 3456 7890 189.\nOu le jour J.' },
    ])
  })

  it('links web addresses, leaving the punctuation around them to the sentence', () => {
    expect(instructionParts('La cagnotte : https://pot.example.org/camille-alex?x=1, merci !')).toEqual([
      { text: 'La cagnotte : ' },
      { text: 'https://pot.example.org/camille-alex?x=1', href: 'https://pot.example.org/camille-alex?x=1' },
      { text: ', merci !' },
    ])
    expect(instructionParts('(http://a.example/b).')).toEqual([
      { text: '(' },
      { text: 'http://a.example/b', href: 'http://a.example/b' },
      { text: ').' },
    ])
  })

  it('links only http and https addresses', () => {
    expect(instructionParts('javascript:alert(1) data:text/html,x ftp://a.example')).toEqual([
      { text: 'javascript:alert(1) data:text/html,x ftp://a.example' },
    ])
  })

  it('links each of several addresses', () => {
    expect(instructionParts('https://a.example\nhttps://b.example').filter((part) => part.href)).toHaveLength(2)
  })
})
