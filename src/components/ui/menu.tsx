import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import type { MenuItem } from './menu-item'

export type { MenuItem } from './menu-item'

// The open menu loads on first hover, focus or click of a trigger: first routes only carry buttons.
const loadList = () => import('./menu-list')
const MenuList = lazy(() => loadList().then((m) => ({ default: m.MenuList })))

/**
 * An action menu (WAI-ARIA menu button pattern) without a Radix package: the trigger opens it
 * (click, Enter, Space, ArrowDown); the open list's keyboard rules are in menu-list.tsx.
 */
export function Menu({ label, trigger, items }: { label: string; trigger: ReactNode; items: MenuItem[] }) {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const preload = () => void loadList()
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }, [])

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault()
            setOpen(true)
          }
        }}
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        {trigger}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuList label={label} items={items} triggerRef={triggerRef} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
