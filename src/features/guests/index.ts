/** The guests feature's public surface. */
export { GuestsScreen } from './components/guests-screen'
export { guestCounts, type GuestCounts } from './guest-counts'
