/** The auth feature's public surface for other features and routes. */
export { useSession } from './use-session'
