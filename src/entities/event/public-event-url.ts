import { env } from '@/lib/env'
import { paths } from '@/lib/paths'

/** SPEC §2: the public page is the product's public domain plus the slug, or the id without one. */
export function publicEventUrl(event: { id: string; slug: string | null }, origin = env.publicSiteUrl): string {
  return `${origin.replace(/\/+$/, '')}${paths.publicSite(event.slug || event.id)}`
}
