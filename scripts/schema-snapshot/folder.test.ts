import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readFolder, staleFiles, writeFolder } from './folder.ts'

let dir: string | undefined
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

describe('the generated folder', () => {
  it('names the files that changed, are missing or are left over', () => {
    const expected = new Map([
      ['a.sql', 'a'],
      ['b/c.sql', 'c'],
      ['d.sql', 'd'],
    ])
    const actual = new Map([
      ['a.sql', 'a'],
      ['b/c.sql', 'old'],
      ['e.sql', 'e'],
    ])
    expect(staleFiles(expected, actual)).toEqual(['b/c.sql', 'd.sql', 'e.sql'])
  })

  it('is rewritten to hold exactly the generated files', () => {
    dir = mkdtempSync(join(tmpdir(), 'schema-snapshot-'))
    mkdirSync(join(dir, 'views'))
    writeFileSync(join(dir, 'views/gone.sql'), 'old')
    writeFileSync(join(dir, 'same.sql'), 'same')
    const files = new Map([
      ['same.sql', 'same'],
      ['functions/public.f.sql', 'f'],
    ])
    expect(writeFolder(dir, files)).toEqual(['functions/public.f.sql', 'views/gone.sql'])
    expect(readFolder(dir)).toEqual(files)
    expect(existsSync(join(dir, 'views'))).toBe(false)
  })
})
