/**
 * Every text the realtime service sends to clients. All but `FRAME` are Supabase Realtime's own,
 * from https://github.com/supabase/realtime (lib/realtime_web/channels/realtime_channel.ex,
 * lib/extensions/postgres_cdc_rls/subscriptions.ex, the `realtime.*` SQL functions), and Phoenix's
 * for unmatched topics (https://hexdocs.pm/phoenix/Phoenix.Socket.html).
 */

/** Join refusals, sent as `{status: 'error', response: {reason}}`. */
export const JOIN = {
  topicRequired: 'TopicNameRequired: You must provide a topic name',
  privateDenied: (topic: string) =>
    `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
  unmatchedTopic: 'unmatched topic',
}

/** Token outcomes: `[join reason code, message]`; a refused `access_token` shuts down with the message. */
export const TOKEN = {
  malformed: ['MalformedJWT', 'The token provided is not a valid JWT'],
  signature: ['JwtSignatureError', 'Failed to validate JWT signature'],
  /** What upstream renders (Joken's bare atom) when an `access_token` refresh fails its signature. */
  signatureOnRefresh: ':signature_error',
  missingClaims: ['InvalidJWTToken', 'Fields `role` and `exp` are required in JWT'],
  expiredCode: 'InvalidJWTToken',
  expired: (secondsAgo: number) => `Token has expired ${secondsAgo} seconds ago`,
} as const

/** `system` messages of a channel. */
export const SYSTEM = {
  subscribed: 'Subscribed to PostgreSQL',
  replicationReady: 'Replication connection established',
  permissionRevoked: (topic: string) => `You no longer have permission to read from this Channel topic: ${topic}`,
}

/** postgres_changes subscription errors, sent in a `system` message with status `error`. */
export const SUBSCRIPTION = {
  noParams: (shown: string) =>
    `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${shown}`,
  selectNotList: 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
  selectOnWildcard:
    'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
  filterParse: (detail: string) => `Error parsing \`filter\` params: ${detail}`,
  emptySegment: 'filter must not contain empty segments (check for extra commas)',
  inNeedsParens: '`in` filter value must be wrapped by parentheses',
  notPublished: (params: string) =>
    `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${params}]`,
  exception: (params: string, exception: string) =>
    `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${params}]. Exception: ${exception}`,
  invalidColumn: (column: string) => `invalid column for filter ${column}`,
  invalidSelect: (column: string) => `invalid column for select ${column}`,
  isValue: 'invalid value for is filter: must be null, true, false, or unknown',
  isBoolean: (value: string, type: string) => `is ${value} filter requires a boolean column, got ${type}`,
  textOperator: (op: string, type: string) => `operator ${op} requires a text-compatible column type, got ${type}`,
  regex: (op: string, detail: string) => `invalid regular expression for ${op} filter: ${detail}`,
  tooManyIn: 'too many values for `in` filter. Maximum 100',
  missingRole: (role: string) => `role "${role}" does not exist`,
}

/** Per-change errors in a postgres_changes payload's `errors`. */
export const DELIVERY = {
  noPrimaryKey: 'Error 400: Bad Request, no primary key',
  unauthorized: 'Error 401: Unauthorized',
}

export const PRESENCE = {
  notAMap: 'Presence track payload must be a map',
  /** Local wording: a private topic's presence needs an insert policy on realtime.messages. */
  writeDenied: 'Unauthorized: You do not have permissions to write to this Channel topic',
}

/** Local wording, for an `ack` broadcast refused on a private topic (upstream drops it silently). */
export const BROADCAST = {
  writeDenied: 'Unauthorized: You do not have permissions to write to this Channel topic',
}

/** Local: Phoenix closes the socket on an undecodable frame; here the client gets these as error replies. */
export const FRAME = {
  invalidJson: 'malformed message: invalid JSON',
  v2Array: 'malformed message: expected V2 array',
  v1Object: 'malformed message: expected V1 object',
  topicEvent: 'malformed message: topic and event must be strings',
  binaryKind: 'malformed message: unsupported binary frame',
  binaryTruncated: 'malformed message: truncated binary frame',
  binaryJson: 'malformed message: invalid JSON in binary frame',
}
