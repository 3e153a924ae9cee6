import { describe, expect, it } from 'vitest'
import { parseJsonObject } from './json-object'

describe('parseJsonObject', () => {
  it.each([
    ['{"error":"No"}', { error: 'No' }],
    ['{}', {}],
    ['', null],
    ['<html>Bad gateway</html>', null],
    ['[1]', null],
    ['null', null],
    ['"text"', null],
    ['{"error": ', null],
  ])('%j → %j', (text, expected) => {
    expect(parseJsonObject(text)).toEqual(expected)
  })
})
