/** The activity feature's public surface for the overview and the screens it keeps live. */
export { ACTIVITY_PAGE_SIZE, useActivity, useActivityRealtime } from './api/get-activity'
export { activityKeys } from './api/keys'
export { activityText, type ActivityEntry } from './activity-text'
export { ActivityItem } from './components/activity-item'
