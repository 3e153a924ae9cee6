import { useState } from 'react'
import { currentTheme, toggleTheme, type Theme } from '@/lib/theme'
import { Button } from './button'

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(currentTheme)
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <Button variant="ghost" aria-label={`Switch to ${next} theme`} onClick={() => setTheme(toggleTheme())}>
      {theme === 'dark' ? '☀' : '☾'}
    </Button>
  )
}
