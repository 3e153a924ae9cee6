/**
 * How deeply JSON may nest in a request body. Postgres parses JSON recursively: on a PostgreSQL
 * server 100,000 levels end in "stack depth limit exceeded", but PGlite's WebAssembly stack
 * overflows before Postgres notices, and the database hangs until restart (30,000 levels do it).
 * Real documents nest a handful of levels.
 */
export const MAX_JSON_DEPTH = 1000

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d

/**
 * Follows the nesting of JSON arriving in chunks, with no parsing, no recursion and nothing kept
 * but three values: brackets and braces count outside strings only, as a parser counts them.
 * Input that is not JSON is counted the same way; whatever it is, nothing deeper than the limit
 * passes. UTF-8 continuation bytes never equal these ASCII bytes, so bytes are read as they come.
 */
export class JsonDepthGauge {
  private depth = 0
  private inString = false
  private escaped = false

  constructor(private readonly limit = MAX_JSON_DEPTH) {}

  /** Reads the next bytes; false once the input so far nests deeper than the limit. */
  push(chunk: Uint8Array): boolean {
    let { depth, inString, escaped } = this
    const { limit } = this
    let within = true
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]
      if (inString) {
        if (escaped) escaped = false
        else if (byte === BACKSLASH) escaped = true
        else if (byte === QUOTE) inString = false
      } else if (byte === QUOTE) inString = true
      else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        if (++depth > limit) {
          within = false
          break
        }
      } else if ((byte === CLOSE_BRACKET || byte === CLOSE_BRACE) && depth > 0) depth--
    }
    this.depth = depth
    this.inString = inString
    this.escaped = escaped
    return within
  }
}

/** Whether `bytes` nest deeper than `limit` (see JsonDepthGauge). */
export function nestsTooDeep(bytes: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  return !new JsonDepthGauge(limit).push(bytes)
}
