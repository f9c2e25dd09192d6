import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Project folders (spec account-content §3 Project folder, §7 photo/projects/folder/*): a user's folders;
// projects.folder_id names one (0: unsorted). Folder ids are small numbers, as the spec's folderId.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('project_folders')
    .addColumn('id', postgres ? sql`bigserial` : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // Lower-cased name: two folders of one user may not share a name.
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_folders_user_name').on('project_folders').columns(['user_id', 'name_key']).unique().execute();
  await db.schema.createIndex('projects_user_folder').on('projects').columns(['user_id', 'folder_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('projects_user_folder').execute();
  await db.schema.dropTable('project_folders').execute();
}
