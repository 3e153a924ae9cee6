/**
 * Every route of the app in one place (SPEC §2): `routes` holds the router's patterns,
 * `paths` builds concrete URLs, so no component spells a path by hand.
 */
export const routes = {
  home: '/',
  login: '/login',
  authCallback: '/auth/callback',
  completeProfile: '/complete-profile',
  acceptInvitation: '/accept-invitation',
  notFound: '/404',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminInvitations: '/admin/invitations',
  adminNew: '/admin/new',
  adminNewGeneral: '/admin/new/general',
  adminNewDetails: '/admin/new/details',
  event: '/admin/event/:eventId',
  publicSite: '/:slug/*',
  upload: '/:slugOrId/upload',
  live: '/:slugOrId/live',
} as const

export type EventTab =
  | 'todos'
  | 'todos/completed'
  | 'guests'
  | 'gifts'
  | 'website'
  | 'table-plan'
  | 'shared-photos'
  | 'activity'
  | 'settings'
  | 'settings/general'
  | 'settings/details'
  | 'settings/team'

const segment = (value: string) => encodeURIComponent(value)

export const paths = {
  home: () => routes.home,
  login: () => routes.login,
  authCallback: () => routes.authCallback,
  completeProfile: () => routes.completeProfile,
  acceptInvitation: () => routes.acceptInvitation,
  notFound: () => routes.notFound,
  /** The landing page links here with the trailing slash, as the spec shows it. */
  adminHome: () => '/admin/',
  admin: () => routes.admin,
  adminUsers: () => routes.adminUsers,
  adminInvitations: () => routes.adminInvitations,
  adminNew: () => routes.adminNew,
  event: (eventId: string) => `/admin/event/${segment(eventId)}/`,
  eventTab: (eventId: string, tab: EventTab) => `/admin/event/${segment(eventId)}/${tab}`,
  publicSite: (slugOrId: string) => `/${segment(slugOrId)}`,
  upload: (slugOrId: string) => `/${segment(slugOrId)}/upload`,
  /** The room's photo wall, for a projector: full screen, published photos only. */
  live: (slugOrId: string) => `/${segment(slugOrId)}/live`,
} as const

/** Where e-mailed sign-in links land, on the origin the user signed in from. */
export function authCallbackUrl(origin: string): string {
  return new URL(routes.authCallback, origin).toString()
}

const trimSlashes = (path: string) => path.replace(/\/+$/, '')

/**
 * Where navigation highlights an entry: `pathname` is `target` or lies below it, whole segments
 * only, a trailing slash on either ignored.
 */
export function isPathAtOrBelow(pathname: string, target: string): boolean {
  const path = trimSlashes(pathname)
  const base = trimSlashes(target)
  return path === base || path.startsWith(`${base}/`)
}

/** Whether two paths are the same page, a trailing slash on either ignored. */
export function isSamePath(a: string, b: string): boolean {
  return trimSlashes(a) === trimSlashes(b)
}
