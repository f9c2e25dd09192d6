import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The blog: posts with their featured image, searched with each database's own full-text engine (issue 19).
// SQLite: an FTS5 index over title, excerpt and body text, kept in step by triggers (an external-content
// table: the text is stored once, in blog_posts). PostgreSQL: a generated tsvector column with a GIN index.
// Both stem English words (FTS5's porter tokenizer, the 'english' configuration), so "cropping" finds "crop".
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema
    .createTable('blog_posts')
    .addColumn('id', postgres ? sql`bigserial` : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    // Plain text; the HTML of the post is `content`, and `body_text` is that HTML's words (what search reads).
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    // An image key the /img/ route serves (samples/…), its size and its alt text.
    .addColumn('featured_image', 'varchar(300)', (c) => c.notNull())
    .addColumn('featured_alt', 'varchar(300)', (c) => c.notNull())
    .addColumn('featured_width', 'integer', (c) => c.notNull())
    .addColumn('featured_height', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
  if (postgres) {
    table = table.addColumn('search_vector', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', body_text), 'C')`,
      ).stored(),
    );
  }
  await table.execute();
  // The list's order: newest first, id breaking ties.
  await db.schema.createIndex('blog_posts_published').on('blog_posts').columns(['published_at', 'id']).execute();

  if (postgres) {
    await sql`create index blog_posts_search on blog_posts using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table blog_posts_fts using fts5(title, excerpt, body_text, content='blog_posts', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(db);
  await sql`create trigger blog_posts_fts_insert after insert on blog_posts begin
    insert into blog_posts_fts(rowid, title, excerpt, body_text) values (new.id, new.title, new.excerpt, new.body_text);
  end`.execute(db);
  await sql`create trigger blog_posts_fts_delete after delete on blog_posts begin
    insert into blog_posts_fts(blog_posts_fts, rowid, title, excerpt, body_text) values ('delete', old.id, old.title, old.excerpt, old.body_text);
  end`.execute(db);
  await sql`create trigger blog_posts_fts_update after update on blog_posts begin
    insert into blog_posts_fts(blog_posts_fts, rowid, title, excerpt, body_text) values ('delete', old.id, old.title, old.excerpt, old.body_text);
    insert into blog_posts_fts(rowid, title, excerpt, body_text) values (new.id, new.title, new.excerpt, new.body_text);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) {
    for (const trigger of ['blog_posts_fts_insert', 'blog_posts_fts_delete', 'blog_posts_fts_update']) await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    await sql`drop table if exists blog_posts_fts`.execute(db);
  }
  await db.schema.dropTable('blog_posts').execute();
}
