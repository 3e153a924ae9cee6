/**
 * Whether get_public_event's "siteContent" (already the published view: hidden sections left
 * out) has anything to show. Only these lines are on the page's first load; the sections, their
 * nav and their reader arrive with the sections' own chunk.
 */
export function hasSiteSections(siteContent: unknown): boolean {
  const raw = (siteContent ?? {}) as Record<string, unknown[] | undefined>
  return Boolean(raw.programme?.length || raw.sections?.length || raw.faq?.length)
}
