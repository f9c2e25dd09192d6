// The real app with PAYMENTS=stripe and the webhook's events handed to the test's own sink (app.ts registers
// the route). SQLite, or PostgreSQL in a
// schema of its own, as the harness does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../../../server/app';
import type { BillingEventSink } from '../../../server/billing/stripeWebhook';
import type { DbKind } from '../../support/serverHarness';

export interface StripeTestApp extends BuiltApp {
  close(): Promise<void>;
}

export async function startAppWith(kind: DbKind, env: NodeJS.ProcessEnv, stripeEvents?: BillingEventSink): Promise<StripeTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-stripe-'));
  let databaseUrl = `sqlite://${join(dataDir, 'test.db')}`;
  let dropSchema: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await c.end();
    };
  }
  const built = await buildApp({
    env: { APP_ENV: 'test', CAPTCHA: 'off', SEED_DEMO: 'off', LOG_LEVEL: 'silent', JOB_QUEUE: 'memory', ...env },
    config: { dataDir, databaseUrl, distDir: join(dataDir, 'no-dist') },
    logger: false,
    stripeEvents,
  });
  await built.app.ready();
  return {
    ...built,
    async close() {
      await built.app.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
