import { describe, expect, it } from 'vitest'
import { normalizeSlugInput, SLUG_MAX_LENGTH, SLUG_MESSAGES, slugFromName, validateSlug } from './slug-rules'

describe('normalizeSlugInput', () => {
  it.each([
    ['anna-tom', 'anna-tom'],
    ['Anna Tom', 'anna-tom'],
    ['Anna   Tom', 'anna-tom'],
    ['Léa & Zoë', 'lea-zoe'],
    ['Anna!! Tom', 'anna-tom'],
    ['anna -!!- tom', 'anna-tom'],
    ['anna--tom', 'anna-tom'],
    ['anna-', 'anna-'],
    ['-anna', '-anna'],
    ['an/na?x=1#y', 'annax1y'],
    ['camille_2027', 'camille_2027'],
    ['ÉTÉ', 'ete'],
    ['', ''],
  ])('%j becomes %j', (raw, slug) => {
    expect(normalizeSlugInput(raw)).toBe(slug)
  })
})

describe('slugFromName', () => {
  it.each([
    ['Anna & Tom', 'anna-tom'],
    ['  Léa’s 30th birthday! ', 'leas-30th-birthday'],
    ['---', ''],
    ['', ''],
  ])('%j suggests %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug)
  })

  it('cuts a long name to the maximum length without a trailing hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`)
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1))
    expect(validateSlug(slug)).toEqual({ ok: true, slug })
  })
})

describe('validateSlug', () => {
  it.each([
    ['anna-tom', 'anna-tom'],
    ['  Anna-Tom ', 'anna-tom'],
    ['a', 'a'],
    ['7', '7'],
    ['a_b', 'a_b'],
    ['a'.repeat(SLUG_MAX_LENGTH), 'a'.repeat(SLUG_MAX_LENGTH)],
    // One character off the id pattern is an ordinary slug.
    ['e1000000-0000-4000-8000-00000000000', 'e1000000-0000-4000-8000-00000000000'],
    ['admins', 'admins'],
  ])('accepts %j', (input, slug) => {
    expect(validateSlug(input)).toEqual({ ok: true, slug })
  })

  it('stores an empty slug as null', () => {
    expect(validateSlug('')).toEqual({ ok: true, slug: null })
    expect(validateSlug('   ')).toEqual({ ok: true, slug: null })
  })

  it.each([
    ['a'.repeat(SLUG_MAX_LENGTH + 1), SLUG_MESSAGES.tooLong],
    ['-anna', SLUG_MESSAGES.shape],
    ['anna-', SLUG_MESSAGES.shape],
    ['_anna', SLUG_MESSAGES.shape],
    ['anna tom', SLUG_MESSAGES.shape],
    ['anna.tom', SLUG_MESSAGES.shape],
    ['e1000000-0000-4000-8000-000000000001', SLUG_MESSAGES.idLike],
    ['E1000000-ABCD-4000-8000-00000000000F', SLUG_MESSAGES.idLike],
    ['admin', SLUG_MESSAGES.reserved],
    ['API', SLUG_MESSAGES.reserved],
    ['404', SLUG_MESSAGES.reserved],
    ['accept-invitation', SLUG_MESSAGES.reserved],
  ])('refuses %j', (input, message) => {
    expect(validateSlug(input)).toEqual({ ok: false, message })
  })
})
