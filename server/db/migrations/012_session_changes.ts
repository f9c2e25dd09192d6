import { PostgresAdapter, sql, type Kysely } from 'kysely';

// PostgreSQL tells every server instance which sessions and users changed (server/db/changeFeed.ts), so an
// instance may remember session lookups between requests. A notification goes out when a session that could
// still be answered is deleted or loses time or changes hands, and when a user row changes or goes; the
// touch that only moves last_seen_at and expires_at forward says nothing. The channel is per schema (each
// PostgreSQL test app has its own) and short enough for PostgreSQL's 63-byte names. SQLite needs none of
// this: each lookup there asks the file whether anything was written.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create or replace function pixloom_session_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('pixloom_sessions_' || md5(TG_TABLE_SCHEMA), TG_ARGV[0] || OLD.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sessions_deleted after delete on sessions for each row
    when (OLD.expires_at > extract(epoch from clock_timestamp()) * 1000)
    execute function pixloom_session_changed('s:')`.execute(db);
  await sql`
    create trigger sessions_updated after update on sessions for each row
    when (OLD.id is distinct from NEW.id or OLD.user_id is distinct from NEW.user_id or NEW.expires_at < OLD.expires_at)
    execute function pixloom_session_changed('s:')`.execute(db);
  await sql`
    create trigger users_changed after update or delete on users for each row
    execute function pixloom_session_changed('u:')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger if exists users_changed on users`.execute(db);
  await sql`drop trigger if exists sessions_updated on sessions`.execute(db);
  await sql`drop trigger if exists sessions_deleted on sessions`.execute(db);
  await sql`drop function if exists pixloom_session_changed()`.execute(db);
}
