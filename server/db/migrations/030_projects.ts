import type { Kysely } from 'kysely';

// Projects (spec account-content §3 Project, §7 photo/projects/*): one row per project with its current
// revision; the document itself lives in storage (doc_key), its images too. Images are kept once per user
// and content hash (project_assets), so a re-save or a second project with the same picture uploads nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    // Made by the client (a UUID), so a project made offline keeps its id when it reaches the server.
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // Lower-cased name: keyword search and the duplicate-name rule use one column on both databases.
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    // A conflict copy names the project it was split from; its shown name is "<name> (conflict copy)".
    .addColumn('conflict_of', 'varchar(36)')
    .addColumn('section', 'varchar(10)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('folder_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('doc_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('doc_bytes', 'integer', (c) => c.notNull())
    // sha256 of the stored document and asset map: a save of exactly what is stored is not a conflict.
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('thumb_key', 'varchar(300)')
    // JSON: the document's image ids → content hash of the bytes (project_assets.hash).
    .addColumn('assets', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_user_updated').on('projects').columns(['user_id', 'updated_at']).execute();
  // The file route finds a thumbnail's project by its key.
  await db.schema.createIndex('projects_thumb_key').on('projects').column('thumb_key').execute();

  await db.schema
    .createTable('project_assets')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Last time a save named the image: unused images are removed only a while after that.
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_assets_pk', ['user_id', 'hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_assets').execute();
  await db.schema.dropTable('projects').execute();
}
