-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.mail_ledger

create table private.mail_ledger (
  id bigint generated always as identity not null,
  event_id uuid not null,
  account_id uuid not null,
  address text not null,
  kind text not null,
  outbox_id uuid,
  at timestamp with time zone default now() not null,
  constraint mail_ledger_pkey PRIMARY KEY (id),
  constraint mail_ledger_address_normalised CHECK ((address = lower(btrim(address))))
);

CREATE INDEX mail_ledger_account_idx ON private.mail_ledger USING btree (account_id, at);

CREATE INDEX mail_ledger_address_idx ON private.mail_ledger USING btree (event_id, address, at);

CREATE INDEX mail_ledger_at_idx ON private.mail_ledger USING btree (at);

CREATE INDEX mail_ledger_event_idx ON private.mail_ledger USING btree (event_id, at);

alter table private.mail_ledger enable row level security;

CREATE TRIGGER keep_ledger_rows BEFORE DELETE OR UPDATE ON private.mail_ledger FOR EACH ROW EXECUTE FUNCTION private.keep_ledger_rows();

CREATE TRIGGER refuse_ledger_truncate BEFORE TRUNCATE ON private.mail_ledger FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_truncate();
