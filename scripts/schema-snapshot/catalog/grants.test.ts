import { describe, expect, it } from 'vitest'
import { grantStatements } from './grants.ts'

const TABLE_ALL = ['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger', 'maintain']
const entry = (grantee: string, privilege: string, grantable = false) => ({ grantee, privilege, grantable })

describe('grantStatements', () => {
  it('groups roles holding the same rights, writes "all" for every privilege, PUBLIC first', () => {
    const acl = [
      ...TABLE_ALL.map((p) => entry('service_role', p)),
      entry('authenticated', 'update'),
      entry('authenticated', 'select'),
      entry('anon', 'select'),
      entry('public', 'select'),
    ]
    expect(grantStatements('table public.t', { acl, all_privileges: TABLE_ALL, public_default: [] })).toEqual([
      'grant select on table public.t to public, anon;',
      'grant select, update on table public.t to authenticated;',
      'grant all on table public.t to service_role;',
    ])
  })

  it('says when PUBLIC lost a right it holds by default (execute on a function)', () => {
    const acl = [entry('authenticated', 'execute')]
    expect(
      grantStatements('function public.f()', { acl, all_privileges: ['execute'], public_default: ['execute'] }),
    ).toEqual([
      'revoke execute on function public.f() from public;',
      'grant execute on function public.f() to authenticated;',
    ])
  })

  it('keeps grant options apart', () => {
    const acl = [entry('a', 'select', true), entry('a', 'insert')]
    expect(grantStatements('table t', { acl, all_privileges: TABLE_ALL, public_default: [] })).toEqual([
      'grant insert on table t to a;',
      'grant select on table t to a with grant option;',
    ])
  })
})
