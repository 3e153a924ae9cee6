import { describe, expect, it } from 'vitest'
import type { ChangeRow } from './change-feed.ts'
import { changePayload, type TableMeta } from './payload.ts'

const meta = (rls: boolean, hidden: string[] = []): TableMeta => ({
  rls,
  bypass: new Set(['service_role']),
  pk: ['id'],
  columns: [
    { name: 'id', type: 'int8' },
    { name: 'body', type: 'text' },
    { name: 'secret', type: 'text' },
  ],
  selectable: (role, column) => role === 'service_role' || !hidden.includes(column),
})

const change = (type: ChangeRow['type'], record: ChangeRow['record'], old: ChangeRow['old_record']): ChangeRow => ({
  id: 1,
  schema: 'public',
  table: 'notes',
  type,
  record,
  old_record: old,
  commit_timestamp: '2024-05-01T10:00:00.000Z',
})

const row = { id: 7, body: 'hi', secret: 's' }
const base = { schema: 'public', table: 'notes', commit_timestamp: '2024-05-01T10:00:00.000Z', errors: null }
const allColumns = meta(false).columns

describe('changePayload', () => {
  it.each<[string, ChangeRow, TableMeta, string, string[] | null, Record<string, unknown>]>([
    [
      'INSERT',
      change('INSERT', row, null),
      meta(true),
      'anon',
      null,
      { type: 'INSERT', columns: allColumns, record: row },
    ],
    [
      'UPDATE with the primary key as old values',
      change('UPDATE', row, { id: 7 }),
      meta(true),
      'anon',
      null,
      { type: 'UPDATE', columns: allColumns, record: row, old_record: { id: 7 } },
    ],
    [
      'UPDATE without replica identity',
      change('UPDATE', row, null),
      meta(false),
      'anon',
      null,
      { type: 'UPDATE', columns: allColumns, record: row, old_record: {} },
    ],
    [
      'DELETE with RLS: primary key only, even with a full old row',
      change('DELETE', null, row),
      meta(true),
      'anon',
      null,
      { type: 'DELETE', columns: allColumns, old_record: { id: 7 } },
    ],
    [
      'DELETE without RLS: the whole old row',
      change('DELETE', null, row),
      meta(false),
      'anon',
      null,
      { type: 'DELETE', columns: allColumns, old_record: row },
    ],
    [
      'INSERT without the privilege on a column',
      change('INSERT', row, null),
      meta(false, ['secret']),
      'anon',
      null,
      { type: 'INSERT', columns: allColumns.slice(0, 2), record: { id: 7, body: 'hi' } },
    ],
    [
      'INSERT narrowed by select (the primary key always stays)',
      change('INSERT', row, null),
      meta(false),
      'anon',
      ['secret'],
      { type: 'INSERT', columns: [allColumns[0], allColumns[2]], record: { id: 7, secret: 's' } },
    ],
  ])('%s', (_name, input, tableMeta, role, select, expected) => {
    expect(changePayload(input, tableMeta, role, select, null)).toEqual({ ...base, ...expected })
  })

  it('sends only schema, table and type with empty records on an error, as upstream pads them', () => {
    expect(
      changePayload(change('UPDATE', row, { id: 7 }), meta(true), 'anon', null, 'Error 401: Unauthorized'),
    ).toEqual({
      schema: 'public',
      table: 'notes',
      type: 'UPDATE',
      commit_timestamp: null,
      errors: ['Error 401: Unauthorized'],
      columns: [],
      record: {},
      old_record: {},
    })
  })
})
