/**
 * `npm run deploy:doctor`: checks a hosted project from outside and says in plain words what is
 * missing — migrations applied, buckets, the cron jobs and Vault's secrets, the site URL, the
 * redirect URLs and the SMTP server (docs/deploy.md, "Check the deploy").
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… \
 *   SUPABASE_ACCESS_TOKEN=… APP_URL=https://<your-domain> npm run deploy:doctor
 *
 * Flags override the variables: --url, --service-role-key, --access-token, --app-url, --project-ref.
 */
import { parseArgs } from 'node:util'
import { runDoctor } from './deploy-doctor/checks.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'service-role-key': { type: 'string' },
    'access-token': { type: 'string' },
    'app-url': { type: 'string' },
    'project-ref': { type: 'string' },
  },
})
const env = process.env
const url = values.url ?? env.SUPABASE_URL ?? env.VITE_SUPABASE_URL
const serviceRoleKey = values['service-role-key'] ?? env.SUPABASE_SERVICE_ROLE_KEY
if (!url || !serviceRoleKey) {
  console.error('Give the project: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (or --url and --service-role-key).')
  process.exit(2)
}

const findings = await runDoctor({
  url,
  serviceRoleKey,
  accessToken: values['access-token'] ?? env.SUPABASE_ACCESS_TOKEN,
  appUrl: values['app-url'] ?? env.APP_URL ?? env.PUBLIC_APP_URL,
  projectRef: values['project-ref'] ?? env.SUPABASE_PROJECT_REF,
  managementApi: env.SUPABASE_MANAGEMENT_API,
})
for (const finding of findings) console.log(`${finding.skipped ? '–' : finding.ok ? '✓' : '✗'} ${finding.what}`)
const failed = findings.filter((f) => !f.ok).length
console.log(failed ? `\n${failed} thing${failed === 1 ? '' : 's'} to fix.` : '\nThe deploy looks complete.')
process.exit(failed ? 1 : 0)
