import type { Kysely } from 'kysely';

// Which save made a project's current revision: the X-Request-Id it came with (null when none came, and on
// revisions from before). A page whose save answer was lost (a reload, a dropped connection) sends its next
// save with the ids it never heard back about; when one of them made the current revision, the next save is
// built on it and is applied, instead of becoming a conflict copy of the device's own work (save.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('made_by_request', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('made_by_request').execute();
}
