import type { Kysely } from 'kysely';

// Users with the fields of spec §3 User that the product reads, and database sessions (any instance can
// answer any request). Later migrations add what their areas need.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('user_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('register_date', 'bigint', (c) => c.notNull())
    .addColumn('register_from', 'varchar(20)', (c) => c.notNull().defaultTo('email'))
    .addColumn('login_date', 'bigint')
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mail_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_social', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_change_user_name', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_effects', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_articles', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_beta_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pl', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plan_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_status', 'varchar(20)', (c) => c.notNull().defaultTo('free'))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('luk', 'varchar(36)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_key', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('device', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
