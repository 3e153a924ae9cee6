import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PROJECT_ROOT } from '../../supabase/local/shared/config.ts'
import type { SeatingInput } from '../../src/features/table-plan/seating/types.ts'

/** The public 17-guest instance (shared/bench/seating), beside the repository as CI has it. */
export const BELLOWS_PETERSON_PATH = resolve(PROJECT_ROOT, '../shared/bench/seating/bellows-peterson-17.json')

interface Instance {
  names: string[]
  C: number[][]
  instances: { tables: number; capacity: number; min_known_neighbors: number }[]
  optimum: Record<string, number>
}

export interface BenchInstance {
  label: string
  input: SeatingInput
  optimum: number
}

/** Each guest alone in a party; C[i][j] > 0 as a together pair of that weight. */
export function bellowsPeterson(): BenchInstance[] | undefined {
  if (!existsSync(BELLOWS_PETERSON_PATH)) return undefined
  const data = JSON.parse(readFileSync(BELLOWS_PETERSON_PATH, 'utf8')) as Instance
  const people = data.names.map((_, i) => ({ id: `g${i}`, group: `g${i}` }))
  const together: NonNullable<SeatingInput['together']> = []
  for (let i = 0; i < data.C.length; i++)
    for (let j = i + 1; j < data.C.length; j++)
      if (data.C[i][j] > 0) together.push({ a: `g${i}`, b: `g${j}`, weight: data.C[i][j] })
  return data.instances.map(({ tables, capacity, min_known_neighbors }) => ({
    label: `${tables}x${capacity}`,
    optimum: data.optimum[`${tables}x${capacity}`],
    input: {
      people,
      tables: Array.from({ length: tables }, (_, t) => ({ id: `t${t + 1}`, seats: capacity })),
      together,
      requireAcquaintance: min_known_neighbors > 0,
    },
  }))
}
