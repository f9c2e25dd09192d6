// Helpers for tests that need signed-in users: register through auth/register (captcha off in the harness
// by default) and sign in through auth/login, exactly as the app does.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { encodeBa } from '../../src/lib/shared/validators';
import { TestClient, type TestServer } from './serverHarness';

export interface TestUser {
  client: TestClient;
  email: string;
  password: string;
  data: Record<string, unknown>;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** Registers a new user on a fresh client (signed in afterwards). */
export async function registerUser(server: TestServer, options: { email?: string; password?: string; headers?: Record<string, string> } = {}): Promise<TestUser> {
  const client = new TestClient(server);
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const res = await client.call<Record<string, unknown>>('auth/register', { _email_: email, _email_again: email, _pass_ba_: encodeBa(password), em_effects: 0, em_articles: 1 }, { headers: options.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, email, password, data: res.body.data ?? {} };
}

/** Signs in on a fresh client. */
export async function signInUser(server: TestServer, email: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  const res = await client.call('auth/login', { userEmail: email, userPassBa: encodeBa(password) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}
