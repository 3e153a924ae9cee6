export type Theme = 'light' | 'dark'

/** SPEC §1: the choice is saved under this key, values light or dark. */
export const THEME_STORAGE_KEY = 'theme'

/**
 * The saved choice wins; otherwise the OS preference. index.html runs the same rule inline
 * before first paint (no flash); theme.test.ts checks both agree.
 */
export function resolveTheme(saved: string | null, prefersDark: boolean): Theme {
  if (saved === 'light' || saved === 'dark') return saved
  return prefersDark ? 'dark' : 'light'
}

/** The theme on screen: the class index.html set before paint, even when storage is unavailable. */
export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return root.classList.contains('dark') ? 'dark' : 'light'
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}

/** Flips the theme, applies it and saves the new choice. */
export function toggleTheme(root: HTMLElement = document.documentElement): Theme {
  const next: Theme = currentTheme(root) === 'dark' ? 'light' : 'dark'
  applyTheme(next, root)
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next)
  } catch {
    // Storage can throw (privacy modes, sandboxed frames): applied for this page, not saved.
  }
  return next
}
