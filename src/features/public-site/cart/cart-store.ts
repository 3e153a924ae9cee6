import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { PublicGift } from '../gifts/public-gift'

/** SPEC §3 cart item. */
export type CartItem = Pick<PublicGift, 'id' | 'name' | 'amount' | 'image_url'>

/** The most gifts one checkout may hold; the database refuses more (EV019, limit_gift_reservations). */
export const CART_MAX = 5

// One cart per event, kept in the browser so that a reload (or a guest coming back) keeps it.
const storageKey = (eventId: string) => `eventail:cart:${eventId}`
const listeners = new Set<() => void>()
// The parsed cart per stored text, so a snapshot is the same array until the cart changes.
const parsed = new Map<string, CartItem[]>()
const EMPTY: CartItem[] = []
// Where the cart lives when the browser refuses storage.
const memory = new Map<string, CartItem[]>()

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem
  return typeof item?.id === 'string' && typeof item.name === 'string' && Number.isFinite(item.amount)
}

function readRaw(eventId: string): string | null {
  try {
    return localStorage.getItem(storageKey(eventId))
  } catch {
    return null // storage blocked (private mode): the cart lives for the page only
  }
}

export function readCart(eventId: string): CartItem[] {
  const raw = readRaw(eventId)
  if (!raw) return memory.get(eventId) ?? EMPTY
  let items = parsed.get(raw)
  if (!items) {
    try {
      const value: unknown = JSON.parse(raw)
      items = Array.isArray(value) ? value.filter(isCartItem) : EMPTY
    } catch {
      items = EMPTY
    }
    parsed.set(raw, items)
  }
  return items
}

export function writeCart(eventId: string, items: CartItem[]): void {
  memory.set(eventId, items)
  try {
    if (items.length === 0) localStorage.removeItem(storageKey(eventId))
    else localStorage.setItem(storageKey(eventId), JSON.stringify(items))
  } catch {
    // kept in memory above
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab of the same page changing the cart.
  const onStorage = (event: StorageEvent) => event.key?.startsWith('eventail:cart:') && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * SPEC §4 cart: add (up to CART_MAX gifts), remove, clear after checkout; the total is the sum
 * of the amounts.
 */
export function useCart(eventId: string) {
  const items = useSyncExternalStore(subscribe, () => readCart(eventId))
  const add = useCallback(
    (item: CartItem) => {
      const current = readCart(eventId)
      if (!current.some((entry) => entry.id === item.id) && current.length < CART_MAX)
        writeCart(eventId, [...current, item])
    },
    [eventId],
  )
  const remove = useCallback(
    (ids: string[]) =>
      writeCart(
        eventId,
        readCart(eventId).filter((entry) => !ids.includes(entry.id)),
      ),
    [eventId],
  )
  const clear = useCallback(() => writeCart(eventId, []), [eventId])
  const total = useMemo(() => items.reduce((sum, item) => sum + item.amount, 0), [items])
  return { items, total, full: items.length >= CART_MAX, add, remove, clear }
}
