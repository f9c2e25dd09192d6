import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Abuse reports (subscription-navigation §7 photo/report-abuse): who reported which photo, and from where.
// One report per user per photo (a unique index); a report goes with its photo and with its reporter.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('photo_reports')
    .addColumn('id', postgres ? sql`bigserial` : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('photo_id', 'bigint', (c) => c.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Where the report was made (the call's mode), and whether the reporter asked to stay anonymous (/a/ pages).
    .addColumn('mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photo_reports_user_photo').on('photo_reports').columns(['user_id', 'photo_id']).unique().execute();
  await db.schema.createIndex('photo_reports_photo').on('photo_reports').columns(['photo_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_reports').execute();
}
