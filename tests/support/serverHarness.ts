// Builds the real server for a test on a fresh database: SQLite always, and PostgreSQL too when
// TEST_DATABASE_URL is set (each test app gets its own schema, dropped when it closes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../../server/app';
import type { Config } from '../../server/config';
import { CSRF_COOKIE, HEADER } from '../../src/lib/shared/api';

export type DbKind = 'sqlite' | 'postgres';

/** The databases server tests run on: `describe.each(testDatabases)`. */
export const testDatabases: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestServer extends BuiltApp {
  dataDir: string;
  close(): Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

export async function startTestServer(kind: DbKind, config: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-test-'));
  let databaseUrl = `sqlite://${join(dataDir, 'test.db')}`;
  let dropSchema: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    databaseUrl = withSearchPath(base, schema);
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      // The job queue's own schema (server/jobs/queue.ts jobSchemaFor).
      await c.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await c.end();
    };
  }
  const built = await buildApp({
    // Jobs run in the process: starting pg-boss costs each PostgreSQL test app seconds. The multi-instance
    // tests (tests/server/scale/twoInstances.test.ts, tests/support/cluster.ts) run jobs on pg-boss.
    env: { APP_ENV: 'test', CAPTCHA: 'off', SEED_DEMO: 'off', LOG_LEVEL: 'silent', JOB_QUEUE: 'memory', ...env },
    config: { dataDir, databaseUrl, distDir: join(dataDir, 'no-dist'), ...config },
    logger: false,
  });
  await built.app.ready();
  return {
    ...built,
    dataDir,
    async close() {
      await built.app.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallResult<T = unknown> {
  status: number;
  body: { data?: T; error?: { code: string; message: string } };
  response: LightMyRequestResponse;
}

/** A browser-like client for app.inject: keeps cookies and sends the CSRF token as the app does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly server: BuiltApp) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; url: string; headers?: Record<string, string>; payload?: string | Buffer; }): Promise<LightMyRequestResponse> {
    // Over a network a request reaches the server in a later turn of its event loop than anything the client
    // did before sending it; app.inject would run it in the same turn. The server relies on that order: on
    // SQLite one read of other connections' commits is shared by the lookups of one turn (server/db/index.ts
    // sqliteChangeWatch), so a write made outside the server between two injected calls could go unseen.
    await nextTurn();
    const response = await this.server.app.inject({
      method: options.method,
      url: options.url,
      headers: { ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}), ...options.headers },
      payload: options.payload,
    });
    this.remember(response);
    return response;
  }

  /** Gets the csrftoken cookie the way a page does: any response sets it. */
  async csrf(): Promise<string> {
    if (!this.cookies.has(CSRF_COOKIE)) await this.request({ method: 'GET', url: '/offline-test/?nocache=1' });
    return this.cookies.get(CSRF_COOKIE) ?? '';
  }

  /** Calls api/{name}: GET for get/ calls, else a form-encoded POST with the CSRF header. */
  async call<T = unknown>(name: string, payload: Record<string, string | number> = {}, options: { headers?: Record<string, string>; requestId?: string; csrf?: boolean } = {}): Promise<CallResult<T>> {
    const form = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
    const isGet = name.startsWith('get/');
    const headers: Record<string, string> = { ...options.headers };
    if (!isGet) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      if (options.csrf !== false && !(HEADER.csrf in headers)) headers[HEADER.csrf] = await this.csrf();
      if (options.requestId) headers[HEADER.requestId] = options.requestId;
    }
    const response = await this.request({ method: isGet ? 'GET' : 'POST', url: isGet ? `/api/${name}/?${form}` : `/api/${name}/`, headers, payload: isGet ? undefined : form });
    return { status: response.statusCode, body: response.json(), response };
  }

  /** Posts a multipart form (fields and files) to api/{name}. */
  async upload<T = unknown>(name: string, fields: Record<string, string>, files: { field: string; filename: string; contentType: string; data: Buffer }[]): Promise<CallResult<T>> {
    const boundary = `----pixloom${randomBytes(8).toString('hex')}`;
    const chunks: Buffer[] = [];
    for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    for (const f of files) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`), f.data, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const response = await this.request({
      method: 'POST',
      url: `/api/${name}/`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADER.csrf]: await this.csrf() },
      payload: Buffer.concat(chunks),
    });
    return { status: response.statusCode, body: response.json(), response };
  }
}
