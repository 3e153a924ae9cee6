import { expect, it, vi } from 'vitest'
import { SLUG_MESSAGES } from '@kernel/slug-rules'
import { slugBlocksSaving, slugStatus, slugToCheck } from './slug-status'

// The events index also exports the data hooks; their client would open nothing here.
vi.mock('@/lib/supabase', () => ({ supabase: {} }))

it('needs no check for the saved slug, a cleared one or a malformed one', () => {
  expect(slugToCheck('anna-tom', 'anna-tom')).toBeNull()
  expect(slugToCheck(' anna-tom ', 'anna-tom')).toBeNull()
  expect(slugToCheck('', 'anna-tom')).toBeNull()
  expect(slugToCheck('anna-', 'anna-tom')).toBeNull()
  expect(slugToCheck('admin', 'anna-tom')).toBeNull()
  expect(slugToCheck('Anna-Tom-2', 'anna-tom')).toBe('anna-tom-2')
  expect(slugToCheck('anna-tom', '')).toBe('anna-tom')
})

it('reads the status from the rules, then from the verdict for exactly this slug', () => {
  expect(slugStatus('anna-tom', 'anna-tom', {})).toEqual({ kind: 'unchanged' })
  expect(slugStatus('', 'anna-tom', {})).toEqual({ kind: 'empty' })
  expect(slugStatus('admin', 'anna-tom', {})).toEqual({ kind: 'invalid', message: SLUG_MESSAGES.reserved })
  expect(slugStatus('lea', 'anna-tom', {})).toEqual({ kind: 'checking' })
  expect(slugStatus('lea', 'anna-tom', { le: true })).toEqual({ kind: 'checking' })
  expect(slugStatus('lea', 'anna-tom', { lea: true })).toEqual({ kind: 'available' })
  expect(slugStatus('lea', 'anna-tom', { lea: false })).toEqual({ kind: 'taken', message: SLUG_MESSAGES.taken })
  expect(slugStatus('lea', 'anna-tom', { lea: null })).toEqual({ kind: 'unknown' })
})

it('blocks saving only on a rule error or a taken slug', () => {
  expect(slugBlocksSaving({ kind: 'taken', message: SLUG_MESSAGES.taken })).toBe(true)
  expect(slugBlocksSaving({ kind: 'invalid', message: SLUG_MESSAGES.shape })).toBe(true)
  for (const kind of ['unchanged', 'empty', 'checking', 'available', 'unknown'] as const) {
    expect(slugBlocksSaving({ kind })).toBe(false)
  }
})
