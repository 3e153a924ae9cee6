/**
 * The app's one way into Supabase over plain HTTP, for what must not load supabase-js (~50 KB
 * gzip, over half the guest page's 90 KB budget): the guest pages' calls to Postgres functions,
 * guests' uploads, and signing image URLs (the guest page's, and the team's screens' reads of
 * them). Everything else goes through src/lib/supabase.ts; one operation uses one of the two, never
 * both. Requests are those supabase-js's clients send: the anon key, and the user's token where given.
 * One module per operation, so that a page's chunks carry only what it calls (the guest page's
 * first chunk: the RPC calls and the error type).
 * https://postgrest.org/en/stable/references/api/functions.html
 * https://supabase.github.io/storage/
 */
export { callPublicRpc, preloadPublicRpc, SupabaseHttpError } from './rpc'
export { signObjects } from './sign'
export { uploadObject, type UploadOptions } from './upload'
