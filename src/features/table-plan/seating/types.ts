/**
 * The seating problem in plain data, free of the screen and of the stored plan's shape, so the
 * spec's greedy, the optimiser, its worker and the benchmarks all speak the same language.
 */

/** One seat-taking person: a guest or one of their adult plus-ones (kids sit at the kids table). */
export interface SeatingPerson {
  id: string
  /** The party this person came with: a guest and their adult plus-ones share one group id. */
  group: string
}

export interface SeatingTable {
  id: string
  seats: number
}

/** 'Seat together' between two people, worth `weight` when they share a table. */
export interface TogetherPair {
  a: string
  b: string
  weight: number
}

/** 'Keep apart': these two must not share a table unless no arrangement avoids it. */
export interface ApartPair {
  a: string
  b: string
}

export interface SeatingInput {
  people: SeatingPerson[]
  tables: SeatingTable[]
  together?: TogetherPair[]
  apart?: ApartPair[]
  /**
   * Everyone should sit with at least one person they know: a member of their own group or
   * someone they have a positive weight with (the published wedding benchmarks ask for this).
   */
  requireAcquaintance?: boolean
}

/** Table id → the ids of the people seated there, in seating order. */
export type Seats = Record<string, string[]>

export interface Arrangement {
  seats: Seats
  /** People who found no free seat at all. */
  unseated: string[]
}

/** How an arrangement fares on every criterion, hardest first. */
export interface SeatingMetrics {
  unseated: number
  /** Groups whose members sit at more than one table. */
  splitGroups: number
  /** Kept-apart pairs sharing a table. */
  apartViolations: number
  /** People with nobody they know at their table (counted only with requireAcquaintance). */
  lonely: number
  /** Sum of the weights of together pairs sharing a table: what the optimiser maximises. */
  weight: number
}
