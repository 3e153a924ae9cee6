/** The gifts feature's public surface. */
export { GiftsScreen } from './components/gifts-screen'
export { filterGifts, type GiftFilters } from './gift-filters'
