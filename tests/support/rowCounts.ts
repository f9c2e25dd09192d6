// Row counts of every table of a test server's database, in one query: what a refused request must leave
// unchanged. Bookkeeping tables that a refusal may write by design are left out.
import { sql } from 'kysely';
import type { BuiltApp } from '../../server/app';

/** Written on refusals on purpose: stored idempotent answers, rate-limit hits, live server processes, used captchas. */
export const BOOKKEEPING_TABLES = new Set(['api_requests', 'rate_limit_hits', 'server_boots', 'captcha_uses']);

/**
 * The columns of every table of this test server's own database (its schema on PostgreSQL), Kysely's
 * migration tables left out. Read from the catalogue directly, not through Kysely's introspection: that one
 * looks at every schema and calls functions on their names, so on PostgreSQL it failed ('schema "t_…" does
 * not exist') when another test file dropped its schema at the same moment.
 */
export async function tableColumns(server: BuiltApp): Promise<Map<string, string[]>> {
  const { db, dbKind } = server.services;
  const { rows } =
    dbKind === 'postgres'
      ? await sql<{ table_name: string; column_name: string }>`select c.relname as table_name, a.attname as column_name
          from pg_catalog.pg_attribute a
          join pg_catalog.pg_class c on c.oid = a.attrelid
          join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          order by c.relname, a.attnum`.execute(db)
      : await sql<{ table_name: string; column_name: string }>`select m.name as table_name, p.name as column_name
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'
          order by m.name, p.cid`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    if (row.table_name.startsWith('kysely_')) continue;
    const columns = tables.get(row.table_name) ?? [];
    columns.push(row.column_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}

export async function dataTables(server: BuiltApp): Promise<string[]> {
  return [...(await tableColumns(server)).keys()].filter((name) => !BOOKKEEPING_TABLES.has(name)).sort();
}

export async function rowCounts(server: BuiltApp, tables: string[]): Promise<Record<string, number>> {
  const parts = tables.map((t) => sql`select ${t} as t, count(*) as n from ${sql.table(t)}`);
  const { rows } = await sql<{ t: string; n: number | string }>`${sql.join(parts, sql` union all `)}`.execute(server.services.db);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}
