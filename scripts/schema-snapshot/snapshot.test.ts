import { describe, expect, it } from 'vitest'
import { snapshotFiles } from './snapshot.ts'

const HEADER = '-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.'

describe('snapshotFiles', () => {
  it('shows an object of the migrations whole, with the header', () => {
    const files = snapshotFiles([], [{ file: 'types/public.x.sql', title: 'type public.x', statements: ['a;', 'b;'] }])
    expect(files.get('types/public.x.sql')).toBe(`${HEADER}\n-- type public.x\n\na;\n\nb;\n`)
    expect([...files.keys()]).toEqual(['README.md', 'types/public.x.sql'])
  })

  it('shows only what the migrations add to or remove from a platform object, and leaves out the ones they did not touch', () => {
    const platform = [
      { file: 'tables/storage.objects.sql', title: 'table storage.objects', statements: ['create table;', 'grant x;'] },
      { file: 'tables/auth.users.sql', title: 'table auth.users', statements: ['create table;'] },
    ]
    const migrated = [
      { file: 'tables/storage.objects.sql', title: 'table storage.objects', statements: ['create table;', 'policy;'] },
      { file: 'tables/auth.users.sql', title: 'table auth.users', statements: ['create table;'] },
    ]
    const text = snapshotFiles(platform, migrated).get('tables/storage.objects.sql')!
    expect(text).toContain("the platform's; only what the migrations add")
    expect(text).toContain('\npolicy;\n')
    expect(text).toContain('-- Removed by the migrations:\n-- grant x;')
    expect(text).not.toContain('\ncreate table;')
    expect(snapshotFiles(platform, migrated).has('tables/auth.users.sql')).toBe(false)
  })

  it('treats rows the platform had none of (buckets, jobs) as the migrations’ own', () => {
    const files = snapshotFiles(
      [{ file: 'storage/buckets.sql', title: 'storage buckets', statements: [] }],
      [{ file: 'storage/buckets.sql', title: 'storage buckets', statements: ['insert;'] }],
    )
    expect(files.get('storage/buckets.sql')).toBe(`${HEADER}\n-- storage buckets\n\ninsert;\n`)
  })

  it('says when the migrations drop a platform object', () => {
    const files = snapshotFiles([{ file: 'functions/auth.f.sql', title: 'function auth.f', statements: ['f;'] }], [])
    expect(files.get('functions/auth.f.sql')).toContain('dropped by the migrations')
  })
})
