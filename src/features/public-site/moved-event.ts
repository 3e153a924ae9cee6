const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Where the event's pages live now when `ref` was one of its former slugs (its URL changed since
 * the link was shared or printed): its current slug, or its id when it has none. Null while `ref`
 * names the event as it is: its slug in any case, its id, or its custom domain.
 * api/_lib/event-preview.ts applies the same rule to the link preview's URL.
 */
export function movedEventRef(ref: string, event: { id: string; slug: string | null }): string | null {
  const asked = ref.trim().toLowerCase()
  if (EVENT_ID.test(asked) || asked.includes('.')) return null
  const current = event.slug || event.id
  return current.toLowerCase() === asked ? null : current
}
