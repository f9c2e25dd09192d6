// Project rows: reading, listing with keyword search and paging (newest change first), and writing.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { ProjectAssetTable, ProjectTable } from '../db/schema';
import { likeEscape, searchWords } from '../db/search';

export type ProjectRow = Selectable<ProjectTable>;
export type NewProjectRow = Insertable<ProjectTable>;
export type ProjectAssetRow = Selectable<ProjectAssetTable>;

export interface Page {
  offset: number;
  limit: number | null;
}

export function getProject(db: Db, id: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

function ownQuery(db: Db, userId: string, keyword: string | undefined) {
  let query = db.selectFrom('projects').where('user_id', '=', userId);
  for (const word of searchWords(keyword)) query = query.where(sql<boolean>`name_key like ${likeEscape(word)} escape '\\'`);
  return query;
}

export async function listOwnProjects(db: Db, userId: string, page: Page, keyword?: string): Promise<ProjectRow[]> {
  const query = ownQuery(db, userId, keyword).selectAll().orderBy('updated_at', 'desc').orderBy('id', 'asc');
  // SQLite takes OFFSET only after a LIMIT.
  return page.limit === null ? query.execute() : query.limit(page.limit).offset(page.offset).execute();
}

export async function countOwnProjects(db: Db, userId: string, keyword?: string): Promise<number> {
  const row = await ownQuery(db, userId, keyword).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Another project of the user already listed under this name (the duplicate-name rule). */
export async function nameTaken(db: Db, userId: string, nameKey: string, exceptId: string): Promise<boolean> {
  const row = await db.selectFrom('projects').select('id').where('user_id', '=', userId).where('name_key', '=', nameKey).where('id', '!=', exceptId).executeTakeFirst();
  return row !== undefined;
}

export async function insertProject(db: Db, row: NewProjectRow): Promise<void> {
  await db.insertInto('projects').values(row).execute();
}

/**
 * Writes a new revision only if the stored one is still the one the save was based on (compare and set):
 * of two saves based on the same revision exactly one wins, on SQLite and PostgreSQL alike.
 */
export async function updateIfRevision(db: Db, id: string, baseRevision: number, values: Partial<ProjectTable>): Promise<boolean> {
  const result = await db.updateTable('projects').set(values).where('id', '=', id).where('revision', '=', baseRevision).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renameProject(db: Db, id: string, name: string, nameKey: string, now: number): Promise<void> {
  await db.updateTable('projects').set({ name, name_key: nameKey, conflict_of: null, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteProjectRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('projects').where('id', '=', id).execute();
}

export function getAssets(db: Db, userId: string, hashes: string[]): Promise<ProjectAssetRow[]> {
  if (hashes.length === 0) return Promise.resolve([]);
  return db.selectFrom('project_assets').selectAll().where('user_id', '=', userId).where('hash', 'in', hashes).execute();
}

/** Parses the stored image id → hash map. */
export function assetHashes(row: Pick<ProjectRow, 'assets'>): Record<string, string> {
  try {
    const parsed = JSON.parse(row.assets) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
