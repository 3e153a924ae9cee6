/** The activity feature's public surface for the overview. */
export { ACTIVITY_PAGE_SIZE, useActivityFeed } from './api/get-activity-page'
export { activityText, type ActivityEntry } from './activity-text'
export { ActivityItem } from './components/activity-item'
export { useActivityRealtime } from './use-activity-realtime'
