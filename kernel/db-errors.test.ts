import { readdirSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { DB_ERRORS, dbErrorMessage, hasDbCode } from './db-errors'

const migrations = new URL('../supabase/migrations/', import.meta.url)
const sql = readdirSync(migrations)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(new URL(name, migrations), 'utf8'))
  .join('\n')

it('lists every code the migrations raise, with the hint they raise it with', () => {
  const raised = new Map<string, Set<string>>()
  for (const match of sql.matchAll(/errcode\s*=\s*'(EV\d{3})'\s*,\s*hint\s*=\s*'([a-z_]+)'/g)) {
    const hints = raised.get(match[1]) ?? new Set<string>()
    hints.add(match[2])
    raised.set(match[1], hints)
  }
  for (const match of sql.matchAll(/answer_error\('(EV\d{3})',[^;]*?'([a-z_]+)'\)/g)) {
    raised.set(match[1], (raised.get(match[1]) ?? new Set()).add(match[2]))
  }
  expect([...raised.keys()].sort()).toEqual(Object.keys(DB_ERRORS).sort())
  for (const [code, hints] of raised) {
    // EV009 also names what was invalid (gift_not_found); its catalogued hint is the general one.
    expect(hints.has(DB_ERRORS[code as keyof typeof DB_ERRORS].hint), code).toBe(true)
  }
})

it('recognises a refusal by its code, whichever client threw it', () => {
  const postgrest = { code: 'EV013', message: 'Trop de tentatives. Réessayez dans 5 minutes.', details: null }
  expect(hasDbCode(postgrest, 'EV013')).toBe(true)
  expect(hasDbCode(postgrest, 'EV001')).toBe(false)
  expect(hasDbCode(new Error('network'), 'EV013')).toBe(false)
  expect(hasDbCode(null, 'EV013')).toBe(false)
  expect(dbErrorMessage(postgrest, 'EV013', 'Erreur')).toBe('Trop de tentatives. Réessayez dans 5 minutes.')
  expect(dbErrorMessage(new Error('x'), 'EV013', 'Erreur')).toBe('Erreur')
  expect(dbErrorMessage({ code: 'EV001', message: '' }, 'EV001', 'Erreur')).toBe('Code invalide')
})
