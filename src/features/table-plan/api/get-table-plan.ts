import useSWR from 'swr'
import { supabase } from '../../../lib/supabase'
import type { StoredTables } from '../plan-model'
import { readRules, type SeatingRules } from '../rules'

export interface SavedPlan {
  tables: StoredTables
  rules: SeatingRules
  published: boolean
  updatedAt: string
}

/** SPEC §7 table_plans: "Read by event_id (no row is fine)". */
export const tablePlanKey = (eventId: string) => ['table_plans', eventId] as const

export async function getTablePlan(eventId: string): Promise<SavedPlan | null> {
  const { data } = await supabase
    .from('table_plans')
    .select('tables, rules, published, updated_at')
    .eq('event_id', eventId)
    .maybeSingle()
    .throwOnError()
  if (!data) return null
  return {
    tables: (data.tables ?? {}) as unknown as StoredTables,
    rules: readRules(data.rules),
    published: data.published,
    updatedAt: data.updated_at,
  }
}

export function useTablePlan(eventId: string) {
  return useSWR(tablePlanKey(eventId), ([, id]) => getTablePlan(id))
}
