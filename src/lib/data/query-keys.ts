/**
 * Cache keys. Every SWR key is an array that starts with the table it reads, then the scope it is
 * read in (an event id, a user id), then the view: ['guests', eventId, 'list'],
 * ['todos', userId, 'assigned']. A write refreshes every cached read of the rows it changed by
 * prefix (['guests', eventId]) without importing the features that own those reads.
 * Each feature spells its keys once, in its `api/keys.ts`.
 */
export type QueryKey = readonly [table: string, ...rest: (string | number | null)[]]

/** Which cached reads a write touches: a key prefix, or a filter for the rare key a prefix cannot name. */
export type KeyMatch = readonly (string | number | null)[] | ((key: unknown) => boolean)

/** A key filter for SWR's mutate(filter): keys whose leading parts equal `parts`. */
export function keyStartsWith(...parts: readonly (string | number | null)[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && parts.length <= key.length && parts.every((part, index) => key[index] === part)
}

export function keyFilter(match: KeyMatch): (key: unknown) => boolean {
  return typeof match === 'function' ? match : keyStartsWith(...match)
}
