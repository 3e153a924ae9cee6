/** The team feature's public surface for other features and routes. */
export { TeamSettings } from './components/team-settings'
