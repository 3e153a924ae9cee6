import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { readKidsTable, type StoredKidsTable } from '../kids-table'
import type { StoredTables } from '../plan-model'
import { readRules, type SeatingRules } from '../rules'
import { tablePlanKeys } from './keys'

export interface SavedPlan {
  tables: StoredTables
  /** table_plans.kids_table; absent in plans written before it was kept. */
  kids?: StoredKidsTable
  rules: SeatingRules
  published: boolean
  /** The plan's version: when it was saved, as an ISO instant (the saving editor picks it). */
  updatedAt: string
}

/** SPEC §7 table_plans: "Read by event_id (no row is fine)". */
export async function getTablePlan(eventId: string): Promise<SavedPlan | null> {
  const { data } = await supabase
    .from('table_plans')
    .select('tables, kids_table, rules, published, updated_at')
    .eq('event_id', eventId)
    .maybeSingle()
    .throwOnError()
  if (!data) return null
  return {
    tables: (data.tables ?? {}) as unknown as StoredTables,
    kids: readKidsTable(data.kids_table),
    rules: readRules(data.rules),
    published: data.published,
    // Spelt as the saving editor wrote it (PostgREST answers '+00:00' for 'Z'), so the editor
    // recognises its own save when the plan is read back (use-plan-editor-key.ts).
    updatedAt: new Date(data.updated_at).toISOString(),
  }
}

export function useTablePlan(eventId: string) {
  return useSWR(tablePlanKeys.plan(eventId), ([, id]) => getTablePlan(id))
}
