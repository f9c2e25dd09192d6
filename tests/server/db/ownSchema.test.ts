// The PostgreSQL introspection the migrator uses reads the app's own schema only (server/db/ownSchema.ts): a
// database holding other schemas — being dropped meanwhile, as test databases side by side are — no longer
// fails a migration with "schema … does not exist" or "column … of relation … does not exist".
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely } from 'kysely';
import { migrate } from '../../../server/db/index';
import { OwnSchemaPostgresDialect } from '../../../server/db/ownSchema';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('migrations on a PostgreSQL database with other schemas', () => {
  const ours = `own_${randomBytes(5).toString('hex')}`;
  const other = `other_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let pool: pg.Pool;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: Kysely<any>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${ours}; create schema ${other}; create table ${other}.import_logins (state varchar(100) primary key, n serial)`);
    const u = new URL(url!);
    u.searchParams.set('options', `-c search_path=${ours}`);
    pool = new pg.Pool({ connectionString: u.toString(), max: 2 });
    db = new Kysely({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  });
  afterAll(async () => {
    await db?.destroy();
    await admin?.query(`drop schema if exists ${ours} cascade; drop schema if exists ${ours}_jobs cascade; drop schema if exists ${other} cascade`);
    await admin?.end();
  });

  it('sees only its own schema: the other schema’s table is not listed, its own are, with their columns', async () => {
    expect(await db.introspection.getSchemas()).toEqual([{ name: ours }]);
    expect(await db.introspection.getTables()).toEqual([]);
    await migrate(db);
    const tables = await db.introspection.getTables();
    expect(tables.every((t) => t.schema === ours)).toBe(true);
    const logins = tables.find((t) => t.name === 'import_logins');
    expect(logins?.columns.map((c) => c.name)).toContain('state');
    expect(tables.some((t) => t.name === 'kysely_migration')).toBe(false);
    expect((await db.introspection.getTables({ withInternalKyselyTables: true })).some((t) => t.name === 'kysely_migration')).toBe(true);
  });

  it('migrates while other schemas are made and dropped side by side', async () => {
    let churning = true;
    const churn = (async () => {
      let i = 0;
      while (churning) {
        const name = `${other}_${i++}`;
        await admin.query(`create schema ${name}; create table ${name}.t (a serial, b int, c int); drop schema ${name} cascade`);
      }
    })();
    try {
      // A database migrated already: the migrator still reads the catalogue to find its own tables.
      for (let round = 0; round < 5; round++) expect(await migrate(db)).toEqual([]);
    } finally {
      churning = false;
      await churn;
    }
  });
});
