import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAuthService } from '../../auth/index.ts'
import { createPoolDatabase, type Database } from '../../db/database.ts'
import type { OutgoingMail } from '../../mail/index.ts'
import { loadConfig } from '../../shared/config.ts'
import { env } from '../../testing/clients.ts'

export interface DefaultAuthServer {
  /** Base URL standing for `{api}/auth/v1`. */
  url: string
  /** The mails it sent, newest last. */
  mails: OutgoingMail[]
  close(): Promise<void>
}

/**
 * The auth service configured exactly as supabase/config.toml says (the test stack lifts the
 * limits), on the test database, with a mailer that records what it would send. For the cases
 * that prove the defaults hold. `variables` stands for the process's environment (GoTrue's variables),
 * none by default, so the run's own environment cannot change what the cases prove.
 */
export async function startDefaultAuthServer(variables: NodeJS.ProcessEnv = {}): Promise<DefaultAuthServer> {
  const config = loadConfig({ portOffset: 0 }, variables)
  const db: Database = createPoolDatabase(env().dbKind as Database['kind'], env().dbUrl, 2)
  const mails: OutgoingMail[] = []
  const service = createAuthService({ config, db, log: () => {} }, { send: async (mail) => void mails.push(mail) })
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://auth.test')
    url.pathname = url.pathname.replace(/^\/auth\/v1/, '') || '/'
    service.handle(req, res, url).catch(() => {
      res.statusCode = 500
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/auth/v1`,
    mails,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await db.close()
    },
  }
}
