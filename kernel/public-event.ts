import type { Database } from './generated/database.types.js'

type Row = Database['public']['Functions']['get_public_event']['Returns'][number]

/**
 * The public event as get_public_event returns it. The generated types call every column
 * non-null; the text columns can be null in the table, so they are widened here.
 */
export type PublicEvent = Omit<Row, 'slug' | 'name' | 'date' | 'location' | 'spouse1' | 'spouse2' | 'person'> & {
  slug: string | null
  name: string | null
  date: string | null
  location: string | null
  spouse1: string | null
  spouse2: string | null
  person: string | null
}
