// The blog's posts in the database: newest first, found by the database's full-text search (server/db/fullText.ts).
import type { Generated, Kysely } from 'kysely';
import type { Db, DbKind } from '../db/index';
import { fullTextMatch, fullTextWords } from '../db/fullText';

export interface BlogPostTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  body_text: string;
  featured_image: string;
  featured_alt: string;
  featured_width: number;
  featured_height: number;
  published_at: number;
  updated_at: number;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  featuredAlt: string;
  featuredWidth: number;
  featuredHeight: number;
  publishedAt: number;
  updatedAt: number;
}

export type NewBlogPost = Omit<BlogPost, 'id'>;

type BlogDb = Kysely<{ blog_posts: BlogPostTable }>;

/** The app's database seen with the blog's table (its type lives here, with the area). */
function blogDb(db: Db): BlogDb {
  return db.withTables<{ blog_posts: BlogPostTable }>() as unknown as BlogDb;
}

const COLUMNS = ['id', 'slug', 'title', 'excerpt', 'content', 'featured_image', 'featured_alt', 'featured_width', 'featured_height', 'published_at', 'updated_at'] as const;

type Row = Pick<BlogPostTable, Exclude<(typeof COLUMNS)[number], 'id'>> & { id: number };

function toPost(row: Row): BlogPost {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    featuredImage: row.featured_image,
    featuredAlt: row.featured_alt,
    featuredWidth: row.featured_width,
    featuredHeight: row.featured_height,
    publishedAt: Number(row.published_at),
    updatedAt: Number(row.updated_at),
  };
}

export interface PostQuery {
  /** Full-text search; blank lists every post. A search with no words (only punctuation) finds nothing. */
  search?: string;
  limit: number;
  offset: number;
}

export interface PostPage {
  posts: BlogPost[];
  total: number;
}

export async function listPosts(db: Db, kind: DbKind, query: PostQuery): Promise<PostPage> {
  const blog = blogDb(db);
  const search = query.search?.trim() ?? '';
  const words = fullTextWords(search);
  if (search && !words.length) return { posts: [], total: 0 };
  const match = words.length ? fullTextMatch(kind, words, { idColumn: 'blog_posts.id', ftsTable: 'blog_posts_fts', vectorColumn: 'blog_posts.search_vector' }) : undefined;
  let base = blog.selectFrom('blog_posts');
  if (match) base = base.where(match);
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { posts: rows.map(toPost), total: Number(count?.n ?? 0) };
}

export async function getPostBySlug(db: Db, slug: string): Promise<BlogPost | undefined> {
  const row = await blogDb(db).selectFrom('blog_posts').select(COLUMNS).where('slug', '=', slug).executeTakeFirst();
  return row ? toPost(row) : undefined;
}

export async function getPostById(db: Db, id: number): Promise<BlogPost | undefined> {
  const row = await blogDb(db).selectFrom('blog_posts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toPost(row) : undefined;
}

export async function countPosts(db: Db): Promise<number> {
  const row = await blogDb(db).selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds a post; `bodyText` is what search reads (the content's words, without markup). */
export async function insertPost(db: Db, post: NewBlogPost & { bodyText: string }): Promise<number> {
  const row = await blogDb(db)
    .insertInto('blog_posts')
    .values({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      body_text: post.bodyText,
      featured_image: post.featuredImage,
      featured_alt: post.featuredAlt,
      featured_width: post.featuredWidth,
      featured_height: post.featuredHeight,
      published_at: post.publishedAt,
      updated_at: post.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
