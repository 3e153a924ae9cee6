/** The public site's surface for the organisers' website editor (a live preview of the real page). */
export { PublicEventView } from './components/public-event-view'
export {
  TITLE_FONTS,
  readWebsiteSettings,
  writeWebsiteSettings,
  type TitleFont,
  type WebsiteSettings,
} from './look/website-settings'
export type { PublicEvent } from './types'
