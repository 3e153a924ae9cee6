/**
 * Which of the site's own sections have content, read straight from get_public_event's
 * "siteContent" (already the published view: hidden sections left out). Kept apart from the
 * kernel's reader so the page's first load carries only these lines.
 */
export interface SiteFlags {
  programme: boolean
  infos: boolean
  faq: boolean
}

const filled = (value: unknown) => Array.isArray(value) && value.length > 0

export function siteFlags(siteContent: unknown): SiteFlags {
  const raw = (siteContent && typeof siteContent === 'object' ? siteContent : {}) as Record<string, unknown>
  return {
    programme: filled(raw.programme),
    infos: Array.isArray(raw.sections) && raw.sections.some((s) => (s as { visible?: unknown })?.visible !== false),
    faq: filled(raw.faq),
  }
}
