import { mutate } from 'swr'
import type { Json } from '../../../kernel/database.types'
import { supabase } from '../../../lib/supabase'
import type { StoredTables } from '../plan-model'
import type { SeatingRules } from '../rules'
import { tablePlanKey } from './get-table-plan'

/** SPEC §7 table_plans: "Insert or update {event_id, tables, updated_at}" — one row per event. */
export async function saveTablePlan(
  eventId: string,
  plan: { tables: StoredTables; rules: SeatingRules; published: boolean },
): Promise<void> {
  await supabase
    .from('table_plans')
    .upsert(
      {
        event_id: eventId,
        tables: plan.tables as unknown as Json,
        rules: plan.rules as unknown as Json,
        published: plan.published,
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'event_id' },
    )
    .throwOnError()
  await mutate(tablePlanKey(eventId))
}
