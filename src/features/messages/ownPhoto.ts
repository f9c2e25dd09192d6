// The user's own last photo, for the background remover's teaser (spec §2 "Teaser modals"): the thumbnail of
// the project they worked on last, on this device. Null when there is none (the teaser's sample stays).
import { db } from '../../lib/db/db';
import { currentOwner } from '../../lib/settings';

export async function lastOwnPhoto(): Promise<Blob | null> {
  const owner = currentOwner();
  const rows = await db().projects.where('[owner+updatedAt]').between([owner, -Infinity], [owner, Infinity]).reverse().limit(10).toArray();
  const row = rows.find((r) => r.thumbnail && r.thumbnail.byteLength > 0);
  return row?.thumbnail ? new Blob([row.thumbnail], { type: 'image/jpeg' }) : null;
}
