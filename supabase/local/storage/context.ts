import type { Database } from '../db/database.ts'
import type { LocalConfig } from '../shared/config.ts'
import type { DiskStore } from './disk-store.ts'
import type { KeyLocks } from './key-lock.ts'

/** Everything the storage routes share. */
export interface StorageContext {
  config: LocalConfig
  db: Database
  log: (line: string) => void
  disk: DiskStore
  locks: KeyLocks
}
