/**
 * The dashboard's cache keys (the shape is explained in src/lib/data/query-keys.ts). Its todos
 * are the todos feature's table, read per user: they stay under ['todos'], which every todo
 * write refreshes (SPEC §7 "all todos per user"), and under the user, which an event's deletion
 * refreshes.
 */
export const dashboardKeys = {
  /** SPEC §7 todos: "all todos per user", the todo widget's. */
  assignedTodos: (userId: string) => ['todos', userId, 'assigned'] as const,
}
