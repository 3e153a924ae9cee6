import { paths } from '@/lib/paths'

/**
 * On the event's custom domain its site is `/` and its upload page `/upload` (SPEC §2); on the
 * product's host they are /{slugOrId} and /{slugOrId}/upload. The reference is the host there.
 */
const onOwnDomain = (ref: string) => typeof window !== 'undefined' && ref === window.location.hostname.toLowerCase()

export const eventHomePath = (ref: string) => (onOwnDomain(ref) ? '/' : paths.publicSite(ref))
export const eventUploadPath = (ref: string) => (onOwnDomain(ref) ? '/upload' : paths.upload(ref))
