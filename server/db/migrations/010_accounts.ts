import type { Kysely } from 'kysely';

// Accounts: mailed one-time keys, social identities, the attempt log behind the rate limits, used captcha
// challenges, pending OpenID Connect sign-ins, account closures (the background job's progress) and
// feedback messages. Users get a flag that hides an account while its closure runs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('closing_at', 'bigint').execute();

  await db.schema
    .createTable('account_tokens')
    // sha256 of the 40-hex key sent by mail: the database never holds a usable key.
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // The address the key was mailed to: a key for an address the user no longer has is void.
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('account_tokens_user_kind').on('account_tokens').columns(['user_id', 'kind']).execute();
  await db.schema.createIndex('account_tokens_expires_at').on('account_tokens').column('expires_at').execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_id').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('bucket', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_bucket').on('rate_limit_hits').columns(['bucket', 'created_at']).execute();

  await db.schema
    .createTable('captcha_uses')
    .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oidc_logins')
    .addColumn('state', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_closures')
    // sha256 of the closure cookie's token.
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_steps', 'integer', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('account_closures_state').on('account_closures').columns(['state', 'lease_until']).execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('system_info', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_user_id').on('feedback').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feedback', 'account_closures', 'oidc_logins', 'captcha_uses', 'rate_limit_hits', 'user_identities', 'account_tokens']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('closing_at').execute();
}
