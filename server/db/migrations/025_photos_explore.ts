import type { Kysely } from 'kysely';

// Explore's order (newest first, id breaking ties) over public photos: with id in the index, a page is a walk
// along it instead of a sort of every public photo.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('photos_explore').on('photos').columns(['is_public', 'kind', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('photos_explore').execute();
}
