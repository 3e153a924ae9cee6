/** The auth feature's public surface for other features. */
export { useSession } from './use-session'
