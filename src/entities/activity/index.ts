/**
 * An event's activity feed (SPEC §9): its keys (writes that record activity refresh them), the
 * read, the live refresh and one entry drawn, shared by the activity screen, the overview and the
 * gift list.
 */
export { ACTIVITY_PAGE_SIZE, useActivity, useActivityRealtime } from './api/get-activity'
export { activityKeys } from './api/keys'
export { activityText, type ActivityEntry } from './activity-text'
export { ActivityItem } from './components/activity-item'
