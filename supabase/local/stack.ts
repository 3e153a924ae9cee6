import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadConfig, type ConfigOverrides, type LocalConfig } from './shared/config.ts'
import type { Service, ServiceContext } from './shared/http.ts'
import type { Database } from './db/database.ts'
import { openDatabase, openPostgres } from './db/pglite.ts'
import { applyMigrations, applySeed, bootstrapPlatform } from './db/migrate.ts'
import { startPostgrest, type PostgrestProcess } from './rest/postgrest.ts'
import { startGateway, type Gateway } from './gateway/server.ts'
import { startMail, type MailService } from './mail/index.ts'
import { createAuthService } from './auth/index.ts'
import { createStorageService } from './storage/index.ts'
import { placeSeedMedia } from './storage/seed-media.ts'
import { createRealtimeService } from './realtime/index.ts'
import { createFunctionsService } from './functions/index.ts'

export interface LocalStack {
  config: LocalConfig
  db: Database
  mail: MailService
  /** True when this start created the database (and so loaded the seed). */
  created: boolean
  timings: Record<string, number>
  /** Re-reads the schema after DDL run outside the migrations (tests, psql). */
  reloadSchema(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts every service. `opening` lets a caller start opening the database (seconds for PGlite)
 * before it has even loaded this module and its services.
 */
export async function startStack(overrides: ConfigOverrides = {}, opening?: Promise<Database>): Promise<LocalStack> {
  const config = loadConfig(overrides)
  const log = config.quiet ? () => {} : (line: string) => console.log(`[local] ${line}`)
  const timings: Record<string, number> = {}
  let mark = performance.now()
  const lap = (name: string) => {
    const now = performance.now()
    timings[name] = Math.round(now - mark)
    mark = now
  }

  mkdirSync(config.storageDir, { recursive: true })
  const db = await (opening ?? openDatabase(config))
  lap('open')
  const started: { close(): Promise<void> }[] = []
  try {
    const existing = await db.query<{ present: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
    )
    const created = !existing.rows[0].present
    await bootstrapPlatform(db)
    await applyMigrations(db, log)
    if (created && config.seed && (await applySeed(db))) {
      log('loaded supabase/seed.sql')
      // The demo's gift images, which seed.sql's rows point at.
      log(`stored ${await placeSeedMedia(db, config.storageDir)} files of supabase/seed-media`)
    }
    lap('migrate')

    // PostgREST loads its schema cache meanwhile: it is the slowest part of a warm start.
    const restStarting = startPostgrest(config, db)
    restStarting.then(
      (rest) => started.push({ close: () => rest.stop() }),
      () => {},
    )
    const mail = await startMail(config, log)
    started.push(mail)
    const ctx: ServiceContext = { config, db, log }
    const services: Service[] = [
      createAuthService(ctx, mail),
      createStorageService(ctx),
      createRealtimeService(ctx),
      createFunctionsService(ctx),
    ]
    for (const service of services) {
      await service.afterMigrate?.()
      if (service.close) started.push({ close: () => service.close!() })
    }
    const rest: PostgrestProcess = await restStarting
    lap('services')
    const gateway: Gateway = await startGateway(config, () => rest.socketPath, services, log)
    started.push(gateway)
    lap('gateway')

    return {
      config,
      db,
      mail,
      created,
      timings,
      async reloadSchema() {
        for (const service of services) await service.afterMigrate?.()
        await rest.reloadSchema()
      },
      async stop() {
        for (const part of started.reverse()) await part.close().catch(() => {})
        await db.close()
      },
    }
  } catch (error) {
    for (const part of started.reverse()) await part.close().catch(() => {})
    await db.close().catch(() => {})
    throw error
  }
}

/** Forgets all local data: the embedded database and stored files (or the schemas on a PostgreSQL server). */
export async function resetLocalData(overrides: ConfigOverrides = {}): Promise<void> {
  const config = loadConfig(overrides)
  rmSync(config.storageDir, { recursive: true, force: true })
  if (!config.databaseUrl) {
    if (existsSync(config.dataDir)) rmSync(config.dataDir, { recursive: true, force: true })
    return
  }
  const db = openPostgres(config.databaseUrl)
  try {
    await db.query(`
      drop schema if exists public, auth, storage, realtime, extensions, graphql_public, supabase_migrations, _local cascade;
      create schema public;
      grant all on schema public to postgres, public;
    `)
  } finally {
    await db.close()
  }
}

export const LOCAL_DATA_DIR = resolve(loadConfig().dataDir, '..')
