import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { isUniqueViolation } from '../../../server/db/errors';

/** The error SQLite throws for a statement, or undefined when it runs. */
function sqliteError(statement: string): unknown {
  const db = new SQLite(':memory:');
  try {
    db.pragma('foreign_keys = ON');
    db.exec('create table parent (id integer primary key, name text not null unique)');
    db.exec('create table child (id integer primary key, parent_id integer not null references parent(id))');
    db.exec("insert into parent (id, name) values (1, 'a')");
    db.exec(statement);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
}

describe('isUniqueViolation: one test for a racing insert, on SQLite and PostgreSQL', () => {
  it('knows SQLite unique and primary-key violations', () => {
    expect(isUniqueViolation(sqliteError("insert into parent (id, name) values (2, 'a')"))).toBe(true);
    expect(isUniqueViolation(sqliteError("insert into parent (id, name) values (1, 'b')"))).toBe(true);
  });

  it('does not take other constraint failures for a race', () => {
    expect(isUniqueViolation(sqliteError('insert into child (id, parent_id) values (1, 99)'))).toBe(false);
    expect(isUniqueViolation(sqliteError('insert into parent (id, name) values (3, null)'))).toBe(false);
    expect(sqliteError("insert into parent (id, name) values (4, 'c')")).toBeUndefined();
  });

  it('knows PostgreSQL 23505 and nothing else', () => {
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(true);
    expect(isUniqueViolation({ code: '23503', message: 'violates foreign key constraint' })).toBe(false);
    expect(isUniqueViolation(new Error('connection refused'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
