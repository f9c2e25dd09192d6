// Database errors the areas tell apart, on SQLite and PostgreSQL alike.

/**
 * A unique-constraint (or primary-key) violation: two requests racing for the same row, name, email or key.
 * PostgreSQL answers 23505; better-sqlite3 answers SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null | undefined;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(message);
}
