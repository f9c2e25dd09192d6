// Reading and creating user rows. Emails are stored trimmed and lower-cased; usernames are unique without
// regard to case.
import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { cleanUsername, normalizeEmail } from '../../src/lib/shared/validators';
import { USERNAME_MAX, USERNAME_MIN } from '../../src/lib/shared/constants';
import { DEFAULT_LANGUAGE, isAppLanguage } from '../../src/lib/shared/languages';
import type { Db } from '../db/index';
import type { UserTable } from '../db/schema';

export type UserRow = Selectable<UserTable>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function isUsernameTaken(db: Db, name: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sql<string>`lower(user_name)`, '=', name.toLowerCase());
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A free username made from a display name or the email's local part, with digits added when taken. */
export async function uniqueUsername(db: Db, seed: string): Promise<string> {
  let base = cleanUsername(seed.normalize('NFC')).slice(0, USERNAME_MAX - 6);
  if ([...base].length < USERNAME_MIN) base = `${base}user`.slice(0, USERNAME_MAX - 6);
  if ([...base].length < USERNAME_MIN) base = 'user';
  if (!(await isUsernameTaken(db, base))) return base;
  for (let i = 0; i < 20; i++) {
    const candidate = `${base}${randomInt(1000, i < 10 ? 10_000 : 1_000_000)}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `${base}${randomUUID().slice(0, 6)}`;
}

// Callers in accounts/ take the shared test from here, beside the rows it guards.
export { isUniqueViolation } from '../db/errors';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  language: string;
  registerFrom: 'email' | 'google' | 'facebook' | 'apple';
  isSocial: boolean;
  mailVerified: boolean;
  emailEffects: boolean;
  emailArticles: boolean;
  /** Seed for the username (a display name); the email's local part when absent. */
  nameSeed?: string | null;
}

export async function createUser(db: Db, input: NewUser, now = Date.now()): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const userName = await uniqueUsername(db, input.nameSeed || email.split('@')[0] || 'user');
  const row: UserRow = {
    id: randomUUID(),
    email,
    user_name: userName,
    password_hash: input.passwordHash,
    language: isAppLanguage(input.language) ? input.language : DEFAULT_LANGUAGE,
    register_date: now,
    register_from: input.registerFrom,
    login_date: null,
    login_count: 0,
    mail_verified: input.mailVerified ? 1 : 0,
    is_social: input.isSocial ? 1 : 0,
    can_change_user_name: 1,
    email_effects: input.emailEffects ? 1 : 0,
    email_articles: input.emailArticles ? 1 : 0,
    is_beta_user: 0,
    pl: 0,
    plan_type: 0,
    subscription_status: 'free',
    options: '{}',
    luk: randomUUID(),
    closing_at: null,
    country: null,
    price_id: '',
    price_pair_id: '',
    delinquent: 0,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/** Records a sign-in on the user row. */
export async function recordLogin(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ login_date: now, login_count: eb('login_count', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export function parseOptions(options: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(options) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
