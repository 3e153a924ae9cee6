// The stack's clients (supabase-js, direct SQL) come with the local server's test harness.
export { anon, client, env, service, sql, uniqueEmail } from '../../../supabase/local/testing/clients.ts'
