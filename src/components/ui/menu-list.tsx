import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react'
import type { MenuItem } from './menu-item'
import { nextMenuIndex } from './menu-keys'

/**
 * The open part of `Menu`, loaded on first intent (hover, focus or click of its trigger): focus
 * moves to the first item, arrows/Home/End move between items, Escape closes and returns focus to
 * the trigger, Tab or a click outside closes it.
 */
export function MenuList({
  label,
  items,
  triggerRef,
  onClose,
}: {
  label: string
  items: MenuItem[]
  triggerRef: RefObject<HTMLButtonElement | null>
  onClose: (returnFocus: boolean) => void
}) {
  const menuRef = useRef<HTMLDivElement>(null)
  const menuId = useId()

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) onClose(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [onClose, triggerRef])

  useEffect(() => {
    triggerRef.current?.setAttribute('aria-controls', menuId)
    const trigger = triggerRef.current
    return () => trigger?.removeAttribute('aria-controls')
  }, [menuId, triggerRef])

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Tab') return onClose(false)
    if (event.key === 'Escape') {
      event.preventDefault()
      return onClose(true)
    }
    const elements = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const next = nextMenuIndex(event.key, elements.indexOf(document.activeElement as HTMLElement), elements.length)
    if (next === null) return
    event.preventDefault()
    elements[next]?.focus()
  }

  return (
    <div
      ref={menuRef}
      id={menuId}
      role="menu"
      aria-label={label}
      onKeyDown={onMenuKeyDown}
      className="absolute right-0 z-20 mt-1 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            onClose(true)
            item.onSelect()
          }}
          className={`block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800 ${
            item.destructive ? 'text-rose-700 dark:text-rose-400' : ''
          }`}
        >
          {item.label}
        </button>
      ))}
    </div>
  )
}
