// Kysely's PostgreSQL dialect with an introspector that reads the connection's own schema only.
//
// Kysely's own PostgreSQL introspection lists every table of every schema it may use and calls
// pg_get_serial_sequence for each column. The migrator uses it to find its bookkeeping tables, so on a
// database holding other schemas (each PostgreSQL test app has its own; a deployment may share a database)
// a schema dropped by somebody else while the catalogue is read fails the migration with "schema … does not
// exist" (3F000) or "column … of relation … does not exist" (42703) — seen in CI as the suite got faster. The
// app only ever works in its own schema (`current_schema()`, set by the URL's search_path), so that is all
// this introspector reads.
import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadata, type DatabaseMetadataOptions, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  table_kind: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
}

const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

class OwnSchemaIntrospector implements DatabaseIntrospector {
  // Kysely's introspectors take the database untyped: they read the catalogue, not the app's tables.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string | null }>`select current_schema() as name`.execute(this.db);
    return rows.flatMap((row) => (row.name ? [{ name: row.name }] : []));
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_kind, a.attname as column,
             t.typname as type, tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
             (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as auto_incrementing
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({ name: row.column, dataType: row.type, dataTypeSchema: row.type_schema, isNullable: !row.not_null, hasDefaultValue: row.has_default, isAutoIncrementing: row.auto_incrementing });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgresDialect whose introspection (the migrator's) reads the connection's own schema only. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
