-- State that every server process must see, kept here instead of in messages between processes,
-- so that two machines on one database agree as two processes on one machine do.

-- Datasheet jobs generating or queued: one row a job, leased by the process running it. The
-- process renews its leases while it runs; a crashed process's rows stop counting once their
-- lease ends. Only the server (the database owner) counts here.
create table private.datasheet_jobs (
  id bigint generated always as identity primary key,
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  holder text not null check (char_length(holder) between 1 and 100),
  lease_until_ms bigint not null
);
create index datasheet_jobs_by_client on private.datasheet_jobs (client_hash);
create index datasheet_jobs_by_holder on private.datasheet_jobs (holder);
revoke all on private.datasheet_jobs from public, anon, authenticated;

-- The content system's last accepted webhook: every process compares `version` with the one it
-- saw and drops its cached content and pages when it moved.
create table private.content_changes (
  id smallint primary key check (id = 1),
  version bigint not null check (version >= 0),
  changed_at timestamptz not null default now()
);
insert into private.content_changes (id, version) values (1, 0);
revoke all on private.content_changes from public, anon, authenticated;
