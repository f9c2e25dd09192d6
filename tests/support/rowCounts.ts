// Row counts of every table of a test server's database, in one query: what a refused request must leave
// unchanged. Bookkeeping tables that a refusal may write by design are left out.
import { sql } from 'kysely';
import type { BuiltApp } from '../../server/app';

/** Written on refusals on purpose: stored idempotent answers, rate-limit hits, live server processes, used captchas. */
export const BOOKKEEPING_TABLES = new Set(['api_requests', 'rate_limit_hits', 'server_boots', 'captcha_uses']);

export async function dataTables(server: BuiltApp): Promise<string[]> {
  const { db, dbKind } = server.services;
  const schema = dbKind === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  const tables = await db.introspection.getTables();
  return tables
    .filter((t) => (schema === undefined || t.schema === schema) && !BOOKKEEPING_TABLES.has(t.name))
    .map((t) => t.name)
    .sort();
}

export async function rowCounts(server: BuiltApp, tables: string[]): Promise<Record<string, number>> {
  const parts = tables.map((t) => sql`select ${t} as t, count(*) as n from ${sql.table(t)}`);
  const { rows } = await sql<{ t: string; n: number | string }>`${sql.join(parts, sql` union all `)}`.execute(server.services.db);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}
