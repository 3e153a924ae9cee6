import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PROJECT_ROOT, SUPABASE_DIR } from './project.ts'
import type { EmailTemplateName, EmailTemplateSource } from './types.ts'

/** A parsed config.toml. */
export type Toml = Record<string, unknown>

/** The table at a dotted path (`auth.email`), empty when config.toml leaves it out. */
export function table(doc: Toml, path: string): Toml {
  let node: unknown = doc
  for (const key of path.split('.')) node = (node as Toml | undefined)?.[key]
  return (node ?? {}) as Toml
}

const TEMPLATE_NAMES: EmailTemplateName[] = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change']

/**
 * `[auth.email.template.*]`: subject and `content_path`, which the CLI's docs write from the
 * project's root (`./supabase/templates/invite.html`); a path from the supabase folder works too.
 * https://supabase.com/docs/guides/local-development/customizing-email-templates
 */
export function readEmailTemplates(doc: Toml): Partial<Record<EmailTemplateName, EmailTemplateSource>> {
  const templates: Partial<Record<EmailTemplateName, EmailTemplateSource>> = {}
  for (const name of TEMPLATE_NAMES) {
    const entry = table(doc, `auth.email.template.${name}`)
    if (Object.keys(entry).length === 0) continue
    const path = typeof entry.content_path === 'string' ? entry.content_path : undefined
    const file = path && [resolve(PROJECT_ROOT, path), resolve(SUPABASE_DIR, path)].find((f) => existsSync(f))
    if (path && !file) throw new Error(`auth.email.template.${name}.content_path: no file ${path}`)
    templates[name] = {
      subject: typeof entry.subject === 'string' ? entry.subject : undefined,
      content: file ? readFileSync(file, 'utf8') : undefined,
    }
  }
  return templates
}
