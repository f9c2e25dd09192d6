// Test users without going through registration: a user row inserted directly, a session for it, and a
// TestClient that carries the session cookie as a signed-in browser would. Any area's server tests can use it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { BuiltApp } from '../../server/app';
import { hashToken, SESSION_TTL_MS } from '../../server/accounts/sessions';
import { SESSION_COOKIE } from '../../src/lib/shared/api';
import { TestClient } from './serverHarness';

export interface TestUserOptions {
  email?: string;
  /** users.user_name, the public nick. */
  nick?: string;
  /** users.mail_verified; true unless said otherwise. */
  verified?: boolean;
  passwordHash?: string | null;
  language?: string;
}

export interface TestUser {
  id: string;
  email: string;
  nick: string;
  /** A client signed in as this user (session cookie set, CSRF cookie fetched on first call). */
  client: TestClient;
}

export async function insertTestUser(server: BuiltApp, options: TestUserOptions = {}): Promise<{ id: string; email: string; nick: string }> {
  const suffix = randomBytes(4).toString('hex');
  const id = randomUUID();
  const email = (options.email ?? `user-${suffix}@example.com`).toLowerCase();
  const nick = options.nick ?? `user_${suffix}`;
  await server.services.db
    .insertInto('users')
    .values({
      id,
      email,
      user_name: nick,
      password_hash: options.passwordHash ?? null,
      language: options.language ?? 'en',
      register_date: Date.now(),
      register_from: 'email',
      login_date: null,
      login_count: 0,
      mail_verified: options.verified === false ? 0 : 1,
      is_social: 0,
      can_change_user_name: 1,
      email_effects: 0,
      email_articles: 1,
      is_beta_user: 0,
      pl: 0,
      plan_type: 0,
      subscription_status: 'free',
      options: '{}',
      luk: randomUUID(),
    })
    .execute();
  return { id, email, nick };
}

/** Opens a session for a user and returns a client that sends its cookie. */
export async function signInAs(server: BuiltApp, userId: string, client = new TestClient(server)): Promise<TestClient> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await server.services.db
    .insertInto('sessions')
    .values({ id: hashToken(token), user_id: userId, device_key: randomUUID(), created_at: now, expires_at: now + SESSION_TTL_MS, last_seen_at: now, user_agent: 'vitest', device: 'Test on Node', ip: '127.0.0.1' })
    .execute();
  client.cookies.set(SESSION_COOKIE, token);
  return client;
}

export async function createTestUser(server: BuiltApp, options: TestUserOptions = {}): Promise<TestUser> {
  const user = await insertTestUser(server, options);
  return { ...user, client: await signInAs(server, user.id) };
}
