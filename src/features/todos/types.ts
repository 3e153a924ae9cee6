import type { Json, Tables } from '@kernel/generated/database.types'

export type TodoRow = Tables<'todos'>

/** A team member who can be assigned a todo: the joined users row may be unreadable, hence the optionals. */
export interface Assignable {
  id: string
  email: string | null
  name: Json | undefined
}
