// How e2e tests make a user free or Plus: the server's own fields, written into the test server's SQLite
// database (`pl` is what auth/status answers as "pl"; `register_date` decides the one-day new-user trial, in
// which every new account is Plus). The page reads them on its next auth/status (a reload).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { ServerHandle } from './server';

const DAY = 24 * 60 * 60 * 1000;

function open(server: ServerHandle): Database.Database {
  const db = new Database(join(server.dataDir, 'pixloom.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Makes `email` a free user (out of the new-user trial) or a Plus user, registered `registeredDaysAgo` ago. */
export function setPlan(server: ServerHandle, email: string, plan: 'free' | 'plus', registeredDaysAgo = 2): void {
  const db = open(server);
  try {
    const result = db
      .prepare('UPDATE users SET pl = ?, subscription_status = ?, register_date = ? WHERE email = ?')
      .run(plan === 'plus' ? 1 : 0, plan, Date.now() - registeredDaysAgo * DAY, email.trim().toLowerCase());
    if (result.changes !== 1) throw new Error(`no user ${email}`);
  } finally {
    db.close();
  }
}

/** The user's stored settings (auth/update-user-options), as the server keeps them. */
export function storedOptions(server: ServerHandle, email: string): Record<string, unknown> {
  const db = open(server);
  try {
    const row = db.prepare('SELECT options FROM users WHERE email = ?').get(email) as { options: string } | undefined;
    return row ? (JSON.parse(row.options) as Record<string, unknown>) : {};
  } finally {
    db.close();
  }
}
