import type { Kysely } from 'kysely';

// The country the app reports for a user (auth/update-country, from its country cookie): prices and
// consent rules differ by country.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('country', 'varchar(2)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('country').execute();
}
