import { isEventId } from './event-identifier.js'

/**
 * SPEC §5 slug rules on the client, mirroring private.is_valid_slug in the migrations so that a
 * slug the form accepts is never refused by the events_slug_format check: URL-safe, at most 100
 * characters, never shaped like an event id (it would be read as one), never one of the app's
 * own first path segments.
 */
export const SLUG_MAX_LENGTH = 100

export const SLUG_MESSAGES = {
  taken: 'This URL is already taken. Please choose a different one.',
  fixBeforeSaving: 'Please fix the URL error before saving',
  shape: 'Use letters, digits, hyphens or underscores, starting and ending with a letter or a digit.',
  tooLong: `The URL is too long (max ${SLUG_MAX_LENGTH} characters).`,
  idLike: 'This URL looks like an event ID. Please choose a different one.',
  reserved: 'This URL is reserved by the app. Please choose a different one.',
} as const

// The same list as is_valid_slug: first path segments the app or the backend already use.
const RESERVED = new Set([
  'admin',
  'login',
  'auth',
  'api',
  'assets',
  '404',
  'complete-profile',
  'accept-invitation',
  'rest',
  'storage',
  'realtime',
  'functions',
])

const SHAPE = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/

/**
 * What typing produces in the slug box: lowercase (slugs are matched case-insensitively anyway),
 * accents dropped, anything unsafe in a URL removed, spaces turned into hyphens, and a run of
 * hyphens made one ("Anna & Tom" and "anna!! tom" give anna-tom, not anna--tom). Edges are left
 * alone so that "anna-" can still become "anna-tom".
 */
export function normalizeSlugInput(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
}

/** A slug suggested from an event name: normalised, hyphens collapsed and trimmed, cut to size. */
export function slugFromName(name: string): string {
  const slug = normalizeSlugInput(name.trim())
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/[-_]+$/, '')
}

export type SlugCheck = { ok: true; slug: string | null } | { ok: false; message: string }

/** The first failing rule, or the slug to store (null when empty: the event then uses its id). */
export function validateSlug(input: string): SlugCheck {
  const slug = input.trim().toLowerCase()
  if (slug === '') return { ok: true, slug: null }
  if (slug.length > SLUG_MAX_LENGTH) return { ok: false, message: SLUG_MESSAGES.tooLong }
  if (!SHAPE.test(slug)) return { ok: false, message: SLUG_MESSAGES.shape }
  if (isEventId(slug)) return { ok: false, message: SLUG_MESSAGES.idLike }
  if (RESERVED.has(slug)) return { ok: false, message: SLUG_MESSAGES.reserved }
  return { ok: true, slug }
}
