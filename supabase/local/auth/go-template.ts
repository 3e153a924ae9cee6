/**
 * The part of Go's html/template that Supabase's e-mail templates use, so that the templates in
 * `supabase/templates/` render here as GoTrue renders them: `{{ .Token }}`, `{{ .Data.key }}`,
 * `{{ if … }} … {{ else if … }} … {{ else }} … {{ end }}`, comments and the `{{-`/`-}}` trim
 * markers. Values are HTML-escaped (html/template escapes them by context; in the text and the
 * quoted attributes these templates use, that is plain escaping). Anything else is refused when
 * the template is read, so a template that would render differently on GoTrue fails at start.
 * https://pkg.go.dev/text/template, https://supabase.com/docs/guides/auth/auth-email-templates
 */

type Path = string[]
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: Path }
  | { kind: 'if'; branches: { condition: Path; body: Node[] }[]; otherwise: Node[] }

export type TemplateValues = Record<string, unknown>

export interface GoTemplate {
  render(values: TemplateValues): string
}

const ACTION = /\{\{(-\s)?\s*([\s\S]*?)\s*(\s-)?\}\}/g
const FIELD_PATH = /^\.(?:[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)?$/

type Token = { kind: 'text'; text: string } | { kind: 'action'; action: string; source: string }

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  let trimNext = false
  for (const match of source.matchAll(ACTION)) {
    let text = source.slice(at, match.index)
    if (trimNext) text = text.replace(/^\s+/, '')
    if (match[1]) text = text.replace(/\s+$/, '')
    if (text) tokens.push({ kind: 'text', text })
    tokens.push({ kind: 'action', action: match[2], source: match[0] })
    trimNext = Boolean(match[3])
    at = match.index + match[0].length
  }
  const rest = trimNext ? source.slice(at).replace(/^\s+/, '') : source.slice(at)
  if (rest) tokens.push({ kind: 'text', text: rest })
  return tokens
}

function fieldPath(expression: string, source: string, name: string): Path {
  if (!FIELD_PATH.test(expression)) throw new Error(`${name}: unsupported template action ${source}`)
  return expression === '.' ? [] : expression.slice(1).split('.')
}

/** Parses `tokens` from `at` until one of `stops`; returns the nodes and where it stopped. */
function parseNodes(tokens: Token[], at: number, name: string, stops: RegExp | null): [Node[], number] {
  const nodes: Node[] = []
  for (let i = at; i < tokens.length; i++) {
    const token = tokens[i]
    if (token.kind === 'text') {
      nodes.push(token)
      continue
    }
    const { action, source } = token
    if (stops?.test(action)) return [nodes, i]
    if (/^\/\*[\s\S]*\*\/$/.test(action)) continue
    const opening = /^if\s+(\S+)$/.exec(action)
    if (!opening) {
      nodes.push({ kind: 'value', path: fieldPath(action, source, name) })
      continue
    }
    const node: Extract<Node, { kind: 'if' }> = { kind: 'if', branches: [], otherwise: [] }
    let condition = fieldPath(opening[1], source, name)
    for (;;) {
      const [body, stop] = parseNodes(tokens, i + 1, name, /^(else(\s+if\s+\S+)?|end)$/)
      const closing = tokens[stop]
      if (!closing || closing.kind !== 'action') throw new Error(`${name}: {{ if }} without {{ end }}`)
      node.branches.push({ condition, body })
      i = stop
      const elseIf = /^else\s+if\s+(\S+)$/.exec(closing.action)
      if (elseIf) {
        condition = fieldPath(elseIf[1], closing.source, name)
        continue
      }
      if (closing.action === 'else') {
        const [otherwise, end] = parseNodes(tokens, i + 1, name, /^end$/)
        if (!tokens[end]) throw new Error(`${name}: {{ else }} without {{ end }}`)
        node.otherwise = otherwise
        i = end
      }
      break
    }
    nodes.push(node)
  }
  if (stops) throw new Error(`${name}: {{ if }} without {{ end }}`)
  return [nodes, tokens.length]
}

function lookup(values: TemplateValues, path: Path): unknown {
  let value: unknown = values
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** Go's truth: false, 0, nil and empty strings, slices and maps are false. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0
  return Boolean(value)
}

// html/template's escapes for text and quoted attribute values.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

function print(value: unknown): string {
  if (value === undefined || value === null) return ''
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value))
}

function renderNodes(nodes: Node[], values: TemplateValues): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text
    else if (node.kind === 'value') out += print(lookup(values, node.path))
    else {
      const branch = node.branches.find((b) => truthy(lookup(values, b.condition)))
      out += renderNodes(branch ? branch.body : node.otherwise, values)
    }
  }
  return out
}

export function parseGoTemplate(source: string, name = 'template'): GoTemplate {
  const [nodes] = parseNodes(tokenize(source), 0, name, null)
  return { render: (values) => renderNodes(nodes, values) }
}
