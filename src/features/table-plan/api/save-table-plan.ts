import type { Json } from '@kernel/generated/database.types'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { SavedPlan } from './get-table-plan'
import { tablePlanKeys } from './keys'

/**
 * SPEC §7 table_plans: "Insert or update {event_id, tables, updated_at}" — one row per event.
 * `updatedAt` is the version the editor picked before sending it, so it knows the plan it reads
 * back afterwards for its own.
 */
export async function saveTablePlan(eventId: string, plan: SavedPlan): Promise<void> {
  await supabase
    .from('table_plans')
    .upsert(
      {
        event_id: eventId,
        tables: plan.tables as unknown as Json,
        ...(plan.kids ? { kids_table: plan.kids as unknown as Json } : {}),
        rules: plan.rules as unknown as Json,
        published: plan.published,
        updated_at: plan.updatedAt,
      },
      { onConflict: 'event_id' },
    )
    .throwOnError()
}

export function useSaveTablePlan(eventId: string) {
  // The event's saved plan; the guests it seats are not written.
  return useMutation({
    write: (plan: SavedPlan) => saveTablePlan(eventId, plan),
    refreshes: () => [tablePlanKeys.ofEvent(eventId)],
  })
}
