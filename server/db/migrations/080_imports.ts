import { type Kysely } from 'kysely';

// Third-party imports (issue 19 "Imports in the image library", server/imports): a user's OAuth tokens per
// connector (drive, photos, facebook), encrypted with AES-256-GCM bound to user and connector; and the
// authorizations in progress (state → the user who started it, the PKCE verifier), single use, 10 minutes.
// Both go with their user (cascade).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_tokens')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('connector', 'varchar(20)', (c) => c.notNull())
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('refresh_token', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('scope', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_tokens_pk', ['user_id', 'connector'])
    .execute();
  await db.schema
    .createTable('import_logins')
    .addColumn('state', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('connector', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(200)', (c) => c.notNull())
    .addColumn('redirect_uri', 'varchar(500)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_logins_expiry').on('import_logins').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_logins').execute();
  await db.schema.dropTable('import_tokens').execute();
}
