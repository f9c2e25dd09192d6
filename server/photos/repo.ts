// Photo rows: listing with keyword search and paging, reading, writing. Lists are newest first.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { PhotoTable } from '../db/schema';
import { likeEscape, searchWords } from '../db/search';
import type { PhotoKind } from './ids';
import { exploreChanged } from './exploreChanged';

/** A photo with its owner's nick, and when the owner's account closure started (null: not closing). */
export type PhotoRow = Selectable<PhotoTable> & { nick: string; owner_closing_at: number | null };

export interface Page {
  offset: number;
  limit: number;
}

export type Visibility = 'all' | 'public' | 'private';

export function searchTextOf(title: string, tags: string[]): string {
  return `${title} ${tags.map((t) => `#${t}`).join(' ')}`.toLowerCase();
}

function base(db: Db) {
  return db.selectFrom('photos').innerJoin('users', 'users.id', 'photos.user_id').selectAll('photos').select(['users.user_name as nick', 'users.closing_at as owner_closing_at']);
}

type Query = ReturnType<typeof base>;

function withWords(query: Query, words: string[]): Query {
  let q = query;
  for (const word of words) q = q.where(sql<boolean>`photos.search_text like ${likeEscape(word)} escape '\\'`);
  return q;
}

/** What everyone may see: public photos (not layers) of accounts that are not being closed. */
function shared(query: Query): Query {
  return query.where('photos.is_public', '=', 1).where('photos.kind', '=', 'photo').where('users.closing_at', 'is', null);
}

export function isShared(row: PhotoRow): boolean {
  return row.is_public === 1 && row.kind === 'photo' && row.owner_closing_at === null;
}

function paged(query: Query, page: Page): Promise<PhotoRow[]> {
  return query.orderBy('photos.created_at', 'desc').orderBy('photos.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export function listPublic(db: Db, page: Page, keyword?: string): Promise<PhotoRow[]> {
  return paged(withWords(shared(base(db)), searchWords(keyword)), page);
}

export function listPublicOfUser(db: Db, userId: string, page: Page): Promise<PhotoRow[]> {
  return paged(shared(base(db)).where('photos.user_id', '=', userId), page);
}

export function listOwn(db: Db, userId: string, kind: PhotoKind, page: Page, options: { visibility?: Visibility; keyword?: string } = {}): Promise<PhotoRow[]> {
  let query = base(db).where('photos.user_id', '=', userId).where('photos.kind', '=', kind);
  if (options.visibility === 'public') query = query.where('photos.is_public', '=', 1);
  if (options.visibility === 'private') query = query.where('photos.is_public', '=', 0);
  return paged(withWords(query, searchWords(options.keyword)), page);
}

export async function countOwn(db: Db, userId: string, kind: PhotoKind): Promise<number> {
  const row = await db.selectFrom('photos').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function getPhoto(db: Db, id: number): Promise<PhotoRow | undefined> {
  return base(db).where('photos.id', '=', id).executeTakeFirst();
}

export function getPhotos(db: Db, ids: number[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return base(db).where('photos.id', 'in', ids).execute();
}

export function getPhotoByKey(db: Db, key: string): Promise<PhotoRow | undefined> {
  return base(db).where('photos.storage_key', '=', key).executeTakeFirst();
}

export async function findUserByNick(db: Db, nick: string): Promise<{ id: string; user_name: string } | undefined> {
  // Usernames are unique without regard to case (server/accounts/users.ts).
  // An account being closed has no gallery any more.
  return db.selectFrom('users').select(['id', 'user_name']).where(sql<string>`lower(user_name)`, '=', nick.toLowerCase()).where('closing_at', 'is', null).executeTakeFirst();
}

export async function isMailVerified(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('mail_verified').where('id', '=', userId).executeTakeFirst();
  return row?.mail_verified === 1;
}

export async function setTitle(db: Db, id: number, title: string, tags: string[], now = Date.now()): Promise<void> {
  await db.updateTable('photos').set({ title, tags: tags.join(' '), search_text: searchTextOf(title, tags), updated_at: now }).where('id', '=', id).execute();
  exploreChanged(db);
}

export async function setPublic(db: Db, id: number, isPublic: boolean, now = Date.now()): Promise<void> {
  await db.updateTable('photos').set({ is_public: isPublic ? 1 : 0, updated_at: now }).where('id', '=', id).execute();
  exploreChanged(db);
}
