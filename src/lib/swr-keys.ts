/**
 * SWR keys are arrays that start with the table they read (['events', 'mine', userId],
 * ['todos', 'assigned', userId]), so a mutation can revalidate every cached read of a table's
 * slice without importing the feature that owns the read.
 */
export type QueryKey = readonly [table: string, ...rest: (string | number | null)[]]

/** A key filter for SWR's mutate(filter): keys whose leading parts equal `parts`. */
export function keyStartsWith(...parts: readonly (string | number | null)[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && parts.length <= key.length && parts.every((part, index) => key[index] === part)
}
