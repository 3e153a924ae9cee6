// npm run local:add-user -- you@example.test [--admin]
// Sign-ups are closed: this is how you give yourself an account on the running local backend.
import { loadConfig } from '../supabase/local/shared/config.ts'
import { addLocalUser } from './local-add-user/add-local-user.ts'

const args = process.argv.slice(2)
const admin = args.includes('--admin')
const emails = args.filter((arg) => arg !== '--admin')
if (emails.length !== 1 || !emails[0].includes('@')) {
  console.error('usage: npm run local:add-user -- you@example.test [--admin]')
  process.exit(2)
}

const config = loadConfig()
try {
  const user = await addLocalUser(config, emails[0], admin)
  const what = user.outcome === 'created' ? 'Added' : 'Already there:'
  console.log(`${what} ${user.email}${user.role === 'admin' ? ' (global admin)' : ''}.`)
  console.log(
    `Sign in at ${config.auth.siteUrl}/login; the link arrives in the local inbox, http://${config.host}:${config.inboxPort}.`,
  )
} catch (error) {
  const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
  console.error(
    refused
      ? `No local backend at ${config.apiUrl}: start it first (npm run local, or npm run dev).`
      : `Could not add ${emails[0]}: ${(error as Error).message}`,
  )
  process.exit(1)
}
