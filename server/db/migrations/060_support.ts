import type { Kysely } from 'kysely';

// Customer support (spec account-content §3 support ticket, §7 create-ticket and upload-attachment): tickets
// and their attachments. A signed-in user's ticket names the user (My Account lists it); a visitor's ticket
// has only the email. An attachment is registered (upload-attachment, which hands out a token) before the
// ticket exists; create-ticket claims it. Only the token's hash is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('alt_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(40)', (c) => c.notNull())
    .addColumn('product', 'varchar(20)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('payment_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('payment_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('group_description', 'varchar(40)', (c) => c.notNull())
    .addColumn('group_members', 'varchar(200)', (c) => c.notNull())
    .addColumn('tag', 'varchar(40)', (c) => c.notNull())
    /** The device's system info as JSON text. */
    .addColumn('device_specs', 'text', (c) => c.notNull())
    .addColumn('lang', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_tickets_user').on('support_tickets').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('support_attachments')
    /** sha256 of the token upload-attachment answered with. */
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
    /** Who registered it: sha256 of `user:<id>` or `visitor:<CSRF cookie>` (server/api/idempotency.ts requestOwner). */
    .addColumn('owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('ticket_id', 'varchar(36)', (c) => c.references('support_tickets.id').onDelete('cascade'))
    .addColumn('filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_attachments_ticket').on('support_attachments').columns(['ticket_id']).execute();
  await db.schema.createIndex('support_attachments_created').on('support_attachments').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_attachments').execute();
  await db.schema.dropTable('support_tickets').execute();
}
