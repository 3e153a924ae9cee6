import type { KeyMatch } from '@/lib/data/query-keys'

/**
 * The todos feature's cache keys (the shape is explained in src/lib/data/query-keys.ts). Todos are
 * read per event here and in the overview (`['todos', eventId, 'overview']`), and per user, across
 * events, on the dashboard.
 */
export const todoKeys = {
  /** Every cached read of todos, whichever feature made it and whatever its scope. */
  all: ['todos'] as const,
  /** Every cached read of one event's todos. */
  ofEvent: (eventId: string) => ['todos', eventId] as const,
  /** SPEC §7 todos: "todos per event", the todos screen's list. */
  list: (eventId: string) => ['todos', eventId, 'list'] as const,
  /** The people a todo can be assigned to: the event's memberships, refreshed by the team's writes. */
  team: (eventId: string) => ['event_users', eventId, 'todo-team'] as const,
}

/**
 * What a todo write refreshes (SPEC §7 "after every write"): todos per event and all todos per
 * user, the latter spanning events, hence every todos read. Completing a todo also adds a
 * todo_completed row to the event's feed (`completedIn`), so its activity reads are refreshed too
 * (the overview and activity screens). The assignee's bell is not ours to refresh: it hears its
 * new notification through realtime.
 */
export function todoRefreshes(completedIn?: string): KeyMatch[] {
  return completedIn ? [todoKeys.all, ['event_activity', completedIn]] : [todoKeys.all]
}
