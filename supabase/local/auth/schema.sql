-- What the local auth service needs on top of db/platform.sql. Idempotent; loaded on every start.
-- Table and column names follow GoTrue's own migrations
-- (https://github.com/supabase/auth/tree/master/migrations) so SQL written against hosted
-- Supabase (triggers on auth.users, reports on sessions) reads the same data here.

-- Columns GoTrue has on auth.users that the bootstrap leaves out.
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists confirmed_at timestamptz
  generated always as (least(email_confirmed_at, phone_confirmed_at)) stored;

-- Authentication methods used in a session, rendered as the access token's `amr` claim.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists one_time_tokens_user_id_type_idx on auth.one_time_tokens (user_id, token_type);
create index if not exists identities_user_id_idx on auth.identities (user_id);
