/** What a channel shares with its socket and with the rest of the service. */
import type { Claims, Database } from '../db/database.ts'
import type { Channel } from './channel.ts'
import type { Frame, Vsn } from './frames.ts'
import type { Hub } from './hub.ts'

/** The socket side a channel writes to. */
export interface Transport {
  readonly vsn: Vsn
  /** The connection's apikey, the token of a join that brings none. */
  readonly apikey: string
  send(frame: Frame): void
  sendBinary(data: Buffer): void
}

export interface RealtimeContext {
  db: Database
  jwtSecret: string
  hub: Hub<Channel>
  log(line: string): void
}

export interface ChannelOptions {
  private: boolean
  self: boolean
  ack: boolean
  presenceKey: string
}

export interface Auth {
  claims: Claims
  token: string
  exp: number
}
