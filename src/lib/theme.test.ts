// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyTheme, currentTheme, resolveTheme, THEME_STORAGE_KEY, toggleTheme } from './theme'

const cases = [
  [null, false, 'light'],
  [null, true, 'dark'],
  ['light', true, 'light'],
  ['dark', false, 'dark'],
  ['blue', true, 'dark'],
  ['', false, 'light'],
] as const

describe('resolveTheme', () => {
  it.each(cases)('saved %j, OS prefers dark %s: %s', (saved, prefersDark, expected) => {
    expect(resolveTheme(saved, prefersDark)).toBe(expected)
  })
})

describe('the inline script in index.html', () => {
  const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8')
  const script = /<script id="theme-init">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  const run = new Function('localStorage', 'matchMedia', 'document', script)

  it.each(cases)('agrees with resolveTheme for saved %j, OS dark %s', (saved, prefersDark, expected) => {
    const root = document.createElement('html')
    run({ getItem: (key: string) => (key === THEME_STORAGE_KEY ? saved : null) }, () => ({ matches: prefersDark }), {
      documentElement: root,
    })
    expect(currentTheme(root)).toBe(expected)
    expect(root.style.colorScheme).toBe(expected)
  })

  it('falls back to the OS preference when storage throws', () => {
    const root = document.createElement('html')
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    run(blocked, () => ({ matches: true }), { documentElement: root })
    expect(currentTheme(root)).toBe('dark')
  })
})

describe('toggleTheme', () => {
  beforeEach(() => {
    localStorage.clear()
    applyTheme('light')
  })

  it('flips the class and saves the choice under "theme"', () => {
    expect(toggleTheme()).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(toggleTheme()).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')
  })
})
