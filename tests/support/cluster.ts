// Several server instances on one database (and, when given, one S3-compatible store): what a deployment
// behind a load balancer runs. Each instance has its own DATA_DIR (its own local disk), all share SECRET.
// PostgreSQL: one schema for the group (dropped with its job-queue schema at the end); SQLite: one file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { DbKind, TestServer } from './serverHarness';

export interface Cluster {
  databaseUrl: string;
  /** The PostgreSQL schema of the group (undefined on SQLite). */
  schema: string | undefined;
  env: NodeJS.ProcessEnv;
  start(config?: Partial<Config>): Promise<TestServer>;
  close(): Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

export async function startCluster(kind: DbKind, env: NodeJS.ProcessEnv = {}): Promise<Cluster> {
  const shared = mkdtempSync(join(tmpdir(), 'pixloom-cluster-'));
  let databaseUrl = `sqlite://${join(shared, 'shared.db')}`;
  let schema: string | undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres') {
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    databaseUrl = withSearchPath(base, schema);
  }
  const fullEnv: NodeJS.ProcessEnv = { APP_ENV: 'test', CAPTCHA: 'off', SEED_DEMO: 'off', LOG_LEVEL: 'silent', SECRET: randomBytes(32).toString('hex'), ...env };
  const servers: TestServer[] = [];
  return {
    databaseUrl,
    schema,
    env: fullEnv,
    async start(config = {}) {
      const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-instance-'));
      const built = await buildApp({ env: fullEnv, config: { dataDir, databaseUrl, distDir: join(dataDir, 'no-dist'), ...config }, logger: false });
      await built.app.ready();
      const server: TestServer = {
        ...built,
        dataDir,
        async close() {
          await built.app.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
      servers.push(server);
      return server;
    },
    async close() {
      await Promise.allSettled(servers.map((s) => s.close()));
      if (schema && base) {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await c.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
        await c.end();
      }
      rmSync(shared, { recursive: true, force: true });
    },
  };
}
