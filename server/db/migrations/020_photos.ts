import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Photos and storage: the user's photos and layers (one table, `kind` tells them apart; layers only show in
// the image library), and the uploads handed out by direct-upload that nobody has registered yet (an
// upload left unregistered for a day is deleted, file and all).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Photo ids are small numbers shown as pixloom_photo_{id}: an identity column on each database.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('photos')
    .addColumn('id', postgres ? sql`bigserial` : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('photo'))
    .addColumn('storage_key', 'varchar(300)', (c) => c.notNull().unique())
    // The owner's token (spec §3 Photo `key`): shown to the owner only, part of the toggle's imgId.
    .addColumn('owner_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    // Lower-cased title and tags: keyword search is a LIKE on one column on both databases.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photos_public_created').on('photos').columns(['is_public', 'kind', 'created_at']).execute();
  await db.schema.createIndex('photos_user_created').on('photos').columns(['user_id', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('storage_uploads')
    .addColumn('storage_key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('bucket', 'varchar(30)', (c) => c.notNull())
    // Null for a visitor's upload (support attachments).
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('filename', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('max_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('storage_uploads_created').on('storage_uploads').column('created_at').execute();
  await db.schema.createIndex('storage_uploads_user').on('storage_uploads').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('storage_uploads').execute();
  await db.schema.dropTable('photos').execute();
}
