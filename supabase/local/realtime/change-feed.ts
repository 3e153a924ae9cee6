import type { Queryable } from '../db/database.ts'

/**
 * Drains `_local.realtime_changes` (filled by the capture trigger, see schema.sql).
 *
 * Hosted Realtime reads the WAL through a logical replication slot; PGlite has no logical
 * decoding, and NOTIFY through its socket only reaches the issuing connection, so both databases
 * use the same queue: `delete … returning` sees committed rows only, so nothing is delivered
 * before its transaction commits and nothing twice.
 *
 * Cost when idle: capture is switched off (`_local.realtime_state.capturing`) while no socket
 * subscribes to postgres_changes, and the poller stops, so an idle stack sends no query at all and
 * writes pay one lookup of a one-row table. Changes made while nobody listens could not be
 * delivered anyway: Supabase only streams changes to subscriptions that exist when they happen.
 */
export interface ChangeRow {
  id: number
  schema: string
  table: string
  /** BROADCAST: a `realtime.send` from the database, its message in `record`. */
  type: 'INSERT' | 'UPDATE' | 'DELETE' | 'BROADCAST'
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
  /** Formatted as upstream's `apply_rls` does: UTC, milliseconds, `Z`. */
  commit_timestamp: string
}

const BATCH = 500

const DRAIN = `
  delete from _local.realtime_changes
  where id in (select id from _local.realtime_changes order by id limit ${BATCH})
  returning id, schema_name as schema, table_name as table, type, record, old_record,
    to_char(changed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`

export class ChangeFeed {
  private running = false
  private timer: NodeJS.Timeout | undefined
  private inflight: Promise<void> = Promise.resolve()
  private transitions: Promise<void> = Promise.resolve()
  private wanted = false
  private relaying = false
  /** What the database was last told: [capturing, relaying]. */
  private told: [boolean, boolean] = [false, false]

  constructor(
    private readonly db: Queryable,
    private readonly onChanges: (rows: ChangeRow[]) => Promise<void>,
    private readonly log: (line: string) => void,
    private readonly intervalMs = 50,
  ) {}

  /** At start nobody is subscribed: stop capturing and forget what a previous run left behind. */
  async reset(): Promise<void> {
    await this.db.query(
      `update _local.realtime_state set capturing = false, relaying = false; delete from _local.realtime_changes`,
    )
  }

  /** Turns capture (and with it polling) on or off; transitions run one after another. */
  setWanted(wanted: boolean): Promise<void> {
    this.wanted = wanted
    return this.transition()
  }

  /**
   * Turns the relay of `realtime.send` on or off (schema.sql): on while any channel is joined, since
   * a database broadcast can only reach channels that exist when it is sent.
   */
  setRelaying(relaying: boolean): Promise<void> {
    this.relaying = relaying
    return this.transition()
  }

  private transition(): Promise<void> {
    this.transitions = this.transitions
      .then(() => this.reconcile())
      .catch((error) => this.log(`realtime: ${(error as Error).message}`))
    return this.transitions
  }

  private async reconcile(): Promise<void> {
    const want = this.wanted || this.relaying
    if (!want && this.running) {
      this.running = false
      clearTimeout(this.timer)
      await this.inflight
    }
    if (this.told[0] !== this.wanted || this.told[1] !== this.relaying) {
      this.told = [this.wanted, this.relaying]
      await this.db.query(
        `update _local.realtime_state set capturing = ${this.wanted}, relaying = ${this.relaying}` +
          (want ? '' : '; delete from _local.realtime_changes'),
      )
    }
    if (want && !this.running) {
      this.running = true
      this.schedule(0)
    }
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.inflight = this.tick()
    }, delay)
  }

  private async tick(): Promise<void> {
    let full = false
    try {
      const { rows } = await this.db.query<ChangeRow>(DRAIN)
      full = rows.length === BATCH
      if (rows.length) await this.onChanges(rows.sort((a, b) => a.id - b.id))
    } catch (error) {
      this.log(`realtime: change feed: ${(error as Error).message}`)
    }
    if (this.running) this.schedule(full ? 0 : this.intervalMs)
  }

  async close(): Promise<void> {
    this.wanted = false
    this.running = false
    clearTimeout(this.timer)
    await this.inflight.catch(() => {})
  }
}
