// A user's plan as the product records it: the users row's pl and subscription_status (server/accounts,
// read by auth/status and the Plus rules of shell-auth-platform §4.5). Tests set it directly in the e2e
// server's database — the one place they make a user Plus or free, until payments can do it for them.
// A newly registered user is in the one-day new-user trial (treated as Plus): a "free" user here is one
// who registered more than a day ago.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { ServerHandle } from './server';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Plan = 'free' | 'plus';

export function setPlan(server: ServerHandle, email: string, plan: Plan): void {
  const db = new Database(join(server.dataDir, 'pixloom.db'));
  try {
    const registered = Date.now() - 2 * DAY_MS;
    const result = db
      .prepare('UPDATE users SET pl = ?, subscription_status = ?, register_date = ? WHERE email = ?')
      .run(plan === 'plus' ? 1 : 0, plan, registered, email.trim().toLowerCase());
    if (result.changes !== 1) throw new Error(`no user ${email} to make ${plan}`);
  } finally {
    db.close();
  }
}
