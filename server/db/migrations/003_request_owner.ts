import type { Kysely } from 'kysely';

// Idempotency answers bound to their owner and body (ARCHITECTURE.md "The api/ contract"): a stored answer
// is found by a hash of (session or visitor, X-Request-Id), names its call, carries a hash of the request body, and a
// pending claim names the server process (boot) handling it, so a claim left by a crashed process can be
// taken over. The old rows were keyed on the bare id (anyone's id replayed anyone's answer): they go.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_requests').execute();
  await db.schema
    .createTable('api_requests')
    // sha256 hex of owner and X-Request-Id.
    .addColumn('request_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('call', 'varchar(120)', (c) => c.notNull())
    .addColumn('body_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('boot_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_requests_created_at').on('api_requests').column('created_at').execute();
  // One row per running server process; its heartbeat says it is alive.
  await db.schema
    .createTable('server_boots')
    .addColumn('boot_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('host', 'varchar(255)', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_boots').execute();
  await db.schema.dropTable('api_requests').execute();
  await db.schema
    .createTable('api_requests')
    .addColumn('request_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('call', 'varchar(120)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_requests_created_at').on('api_requests').column('created_at').execute();
}
