/**
 * Glob matching as GoTrue applies it to `additional_redirect_urls`: gobwas/glob compiled with
 * '.' and '/' as separators. `*` matches within one host label or path segment, `**` matches
 * across them, `?` is one non-separator character, `[a-z]`/`[!a-z]` a class, `{a,b}` a choice
 * and `\` escapes. https://supabase.com/docs/guides/auth/redirect-urls#use-wildcards-in-redirect-urls
 *
 * Not picomatch (or minimatch): their separator is '/' only, so `https://*.example.com/**` would
 * also allow `https://a.b.example.com/…`, a wider redirect allow-list than GoTrue's; `[!35]` and
 * malformed patterns (`{a,b`, `[ab`) also answer differently there (glob.test.ts has the cases).
 */
const SEPARATORS = './'
const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|/-]/g

const escape = (text: string) => text.replace(REGEX_SPECIAL, '\\$&')

interface Cursor {
  text: string
  at: number
}

function readClass(c: Cursor): string {
  // c.at is just past '['
  let negate = false
  if (c.text[c.at] === '!') {
    negate = true
    c.at++
  }
  let body = ''
  while (c.at < c.text.length && c.text[c.at] !== ']') {
    const ch = c.text[c.at++]
    body += ch === '-' ? '-' : escape(ch)
  }
  if (c.text[c.at] !== ']') throw new Error('unexpected end of glob class')
  c.at++
  return `[${negate ? '^' : ''}${body}]`
}

/** Compiles until `stop` (a ',' or '}' inside a choice) or the end of the pattern. */
function compileSequence(c: Cursor, inChoice: boolean): string {
  let out = ''
  const notSeparator = `[^${escape(SEPARATORS)}]`
  while (c.at < c.text.length) {
    const ch = c.text[c.at]
    if (inChoice && (ch === ',' || ch === '}')) return out
    c.at++
    if (ch === '\\') {
      if (c.at < c.text.length) out += escape(c.text[c.at++])
    } else if (ch === '*') {
      if (c.text[c.at] === '*') {
        while (c.text[c.at] === '*') c.at++
        out += '[\\s\\S]*'
      } else out += `${notSeparator}*`
    } else if (ch === '?') out += notSeparator
    else if (ch === '[') out += readClass(c)
    else if (ch === '{') {
      const options: string[] = []
      for (;;) {
        options.push(compileSequence(c, true))
        const end = c.text[c.at++]
        if (end === '}') break
        if (end !== ',') throw new Error('unexpected end of glob choice')
      }
      out += `(?:${options.join('|')})`
    } else out += escape(ch)
  }
  if (inChoice) throw new Error('unexpected end of glob choice')
  return out
}

/** Compiles a glob into an anchored RegExp; throws on a malformed pattern. */
export function compileGlob(pattern: string): RegExp {
  return new RegExp(`^${compileSequence({ text: pattern, at: 0 }, false)}$`)
}

/** Compiles many globs, skipping malformed ones (GoTrue would refuse to start with them). */
export function compileGlobs(patterns: string[]): RegExp[] {
  const out: RegExp[] = []
  for (const pattern of patterns) {
    try {
      out.push(compileGlob(pattern))
    } catch {
      // ignored: a broken pattern allows nothing
    }
  }
  return out
}
