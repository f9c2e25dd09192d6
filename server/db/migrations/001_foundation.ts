import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_requests').execute();
}
