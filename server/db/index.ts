// The database: SQLite file by default, PostgreSQL when the URL says postgres://. Migrations run at start.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, Migrator, PostgresAdapter, SqliteDialect, sql, type MigrationProvider, type SqliteDatabase } from 'kysely';
import { OwnSchemaPostgresDialect } from './ownSchema';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations/index';
import { postgresChangeFeed } from './changeFeed';

// bigint columns hold epoch milliseconds, well inside Number's exact range.
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface OpenedDb {
  db: Db;
  kind: DbKind;
  /** Tells cheaply when sessions or users may have changed (server/accounts/sessions.ts caches by it). */
  changes: ChangeWatch;
}

/**
 * A number that moves whenever a write reached the database since it was last read: a write of this process
 * (SQLite: any statement that may write, counted as it is prepared, before it runs) or a commit of any other
 * connection, another server instance on the same file included (PRAGMA data_version). Reading it costs at
 * most a read transaction (a few syscalls) per turn of the event loop, far less than a query through Kysely.
 */
export interface ChangeWatch {
  version(): number;
  /**
   * PostgreSQL (server/db/changeFeed.ts): whether what was remembered may be answered now — the feed of other
   * instances' changes is confirmed recent. SQLite asks the file on every lookup: always.
   */
  trusted?(): boolean;
  /** PostgreSQL: one session or one user changed (on any instance): only what is remembered of it goes. */
  onChange?(listener: (change: SessionChange) => void): void;
  /** PostgreSQL: a statement (exact text) whose writes never make a remembered answer wrong (the touch). */
  unwatched?(text: string): void;
  /** Waits until every change committed before the call has been seen (tests; PostgreSQL's feed). */
  settled?(): Promise<void>;
  close?(): Promise<void>;
}

export interface SessionChange {
  sessionId?: string;
  userId?: string;
}

/**
 * How long one read of another connection's commits (PRAGMA data_version) may be shared by the lookups of one
 * turn of the event loop. The pragma opens a read transaction (locks on the -shm file: syscalls, 4–25 µs on
 * this machine under load); under load one turn serves many requests.
 */
const SHARE_DATA_VERSION_MS = 1;

/**
 * The statements of this process that may write, counted in JavaScript as each is prepared to run (every query
 * goes through Kysely, which prepares each statement right before running it: withStatementCache). It stands for
 * SQLite's total_changes(), which every signed-in request read before: a call into the native module each time,
 * that cost a signed-in request 10–15 µs in a process that serves visitors too (bench:server-ab, AB_MIX), far
 * more than the call itself measures alone. It may count a write that changes nothing (an update that matches no
 * row, a rolled back transaction): a remembered session is then read again, never kept too long.
 */
interface WriteCounter {
  count: number;
}

function sqliteChangeWatch(sqlite: SQLite.Database, writes: WriteCounter): ChangeWatch {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let lastWrites = -1;
  let lastData = -1;
  let version = 0;
  // The other connections' commits, read at most once per turn of the event loop (and at most 1 ms apart).
  // Still exact for a request: a turn's lookups run after the poll that delivered their requests, so a commit a
  // client saw before sending its request (a sign-out answered by another instance) was committed before the
  // read. This process's own writes (counted in JavaScript, no file access) are counted on every call.
  let shared = false;
  let readAt = 0;
  let data = -1;
  const turnEnded = (): void => {
    shared = false;
  };
  const otherCommits = (): number => {
    const now = performance.now();
    if (shared && now - readAt < SHARE_DATA_VERSION_MS) return data;
    data = dataVersion.get() as number;
    readAt = now;
    if (!shared) {
      shared = true;
      setImmediate(turnEnded);
    }
    return data;
  };
  return {
    version() {
      try {
        const data = otherCommits();
        if (writes.count !== lastWrites || data !== lastData) {
          lastWrites = writes.count;
          lastData = data;
          version++;
        }
      } catch {
        // Closed or unreadable: whatever was known may be stale, and the query that follows fails on its own.
        lastWrites = -1;
        shared = false;
        version++;
      }
      return version;
    },
  };
}

export function openDatabase(url: string, onFeedError?: (err: unknown) => void): OpenedDb {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { db: new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) }), kind: 'postgres', changes: postgresChangeFeed(pool, url, { onError: onFeedError }) };
  }
  const path = url.replace(/^sqlite:\/\//, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes: WriteCounter = { count: 0 };
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, writes) }) }), kind: 'sqlite', changes: sqliteChangeWatch(sqlite, writes) };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs about as much as running a small query. The app sends a
 * few hundred distinct statements, so each is prepared once and reused (a statement still iterating is
 * not shared: that query gets a fresh one). Each statement that may write is counted in `writes` as it is
 * handed out (Kysely runs what it prepares at once): sqliteChangeWatch's own writes.
 */
function withStatementCache(sqlite: SQLite.Database, writes: WriteCounter): SqliteDatabase {
  const statements = new Map<string, { statement: SQLite.Statement; writes: boolean }>();
  return {
    close: () => void sqlite.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.statement.busy) {
        if (cached.writes) writes.count++;
        return cached.statement;
      }
      const statement = sqlite.prepare(text);
      // readonly: the statement writes nothing itself (a select; not an insert … returning, which is a reader).
      const writing = !statement.readonly;
      if (writing) writes.count++;
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(text, { statement, writes: writing });
      }
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<string[]> {
  // Areas number their migrations in blocks (01x accounts, 02x photos…) and land them in any order: a
  // database that already ran 020 must still accept a later 011.
  // Kysely looks for its own bookkeeping tables in every schema it can see: pin it to the connection's
  // schema, or a database holding other schemas (each PostgreSQL test app has its own) skips creating them.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = postgres ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  // Its introspection reads this schema only (OwnSchemaPostgresDialect, server/db/ownSchema.ts): other schemas
  // dropped meanwhile (test databases side by side) no longer fail it.
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
