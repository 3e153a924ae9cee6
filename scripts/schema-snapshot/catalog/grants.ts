import { byText } from './object.ts'

/** `grant …` statements read from an ACL (aclexplode), grouped so that a role's rights read on one line. */

export interface AclEntry {
  grantee: string
  privilege: string
  grantable: boolean
}

/**
 * SQL selecting, for an object, `acl` (the effective grants to roles other than its owner: the
 * ACL, or the default one while it is null), `all_privileges` (what "all" means for its kind) and
 * `public_default` (what PUBLIC holds by default: execute on functions).
 */
export function aclColumns(acl: string, kind: string, owner: string): string {
  // kind: acldefault's object type, as SQL (`'r'` for relations, `'f'` for functions…).
  const entry = `jsonb_build_object(
      'grantee', case when a.grantee = 0 then 'public' else a.grantee::regrole::text end,
      'privilege', lower(a.privilege_type),
      'grantable', a.is_grantable)`
  return `
    (select coalesce(jsonb_agg(${entry} order by a.grantee::regrole::text, a.privilege_type), '[]')
       from aclexplode(coalesce(${acl}, acldefault(${kind}, ${owner}))) a where a.grantee <> ${owner}) as acl,
    (select coalesce(jsonb_agg(lower(a.privilege_type)), '[]')
       from aclexplode(acldefault(${kind}, ${owner})) a where a.grantee = ${owner}) as all_privileges,
    (select coalesce(jsonb_agg(lower(a.privilege_type)), '[]')
       from aclexplode(acldefault(${kind}, ${owner})) a where a.grantee = 0) as public_default`
}

export interface AclColumns {
  acl: AclEntry[]
  all_privileges: string[]
  public_default: string[]
}

const ORDER = [
  'select',
  'insert',
  'update',
  'delete',
  'truncate',
  'references',
  'trigger',
  'maintain',
  'usage',
  'execute',
  'create',
]

function byOrder(a: string, b: string): number {
  const rank = (p: string) => (ORDER.includes(p) ? ORDER.indexOf(p) : ORDER.length)
  return rank(a) - rank(b) || byText(a, b)
}

/** `target` is what follows `on`: `table public.events`, `function public.f(uuid)`. */
export function grantStatements(target: string, { acl, all_privileges, public_default }: AclColumns): string[] {
  const statements: string[] = []
  const publicHas = new Set(acl.filter((e) => e.grantee === 'public').map((e) => e.privilege))
  const revoked = public_default.filter((p) => !publicHas.has(p)).sort(byOrder)
  if (revoked.length) statements.push(`revoke ${revoked.join(', ')} on ${target} from public;`)

  const byGrantee = new Map<string, { privileges: string[]; grantable: string[] }>()
  for (const e of acl) {
    const rights = byGrantee.get(e.grantee) ?? { privileges: [], grantable: [] }
    rights.privileges.push(e.privilege)
    if (e.grantable) rights.grantable.push(e.privilege)
    byGrantee.set(e.grantee, rights)
  }
  // Roles holding the same rights share one statement; PUBLIC first, then by name.
  const lines = new Map<string, string[]>()
  const grantees = [...byGrantee.keys()].sort((a, b) => (a === 'public' ? -1 : b === 'public' ? 1 : byText(a, b)))
  for (const grantee of grantees) {
    const { privileges, grantable } = byGrantee.get(grantee)!
    const list = (ps: string[]) =>
      all_privileges.length > 1 && all_privileges.every((p) => ps.includes(p))
        ? 'all'
        : [...ps].sort(byOrder).join(', ')
    const plain = privileges.filter((p) => !grantable.includes(p))
    if (plain.length) lines.set(`${list(plain)}|`, [...(lines.get(`${list(plain)}|`) ?? []), grantee])
    if (grantable.length) lines.set(`${list(grantable)}|g`, [...(lines.get(`${list(grantable)}|g`) ?? []), grantee])
  }
  for (const [key, roles] of lines) {
    const [privileges, grantable] = key.split('|')
    statements.push(`grant ${privileges} on ${target} to ${roles.join(', ')}${grantable ? ' with grant option' : ''};`)
  }
  return statements
}
