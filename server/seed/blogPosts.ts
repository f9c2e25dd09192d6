// The blog's first posts (server/seed/blogArticles.ts) into an empty blog: a restart, or a second instance
// starting at the same time, adds nothing twice.
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Services } from '../services';
import { isUniqueViolation } from '../db/errors';
import { SAMPLES_DIR } from '../photos/imageRoute';
import { countPosts, insertPost } from '../blog/repo';
import { BLOG_ARTICLES } from './blogArticles';

/** The words of an article's HTML, for search: tags out, the few entities it uses decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export async function seedBlogPosts(services: Services): Promise<number> {
  if ((await countPosts(services.db)) > 0) return 0;
  const sizes = new Map<string, { width: number; height: number }>();
  for (const image of new Set(BLOG_ARTICLES.map((a) => a.image))) {
    const meta = await sharp(resolve(SAMPLES_DIR, image)).metadata();
    sizes.set(image, { width: meta.width ?? 0, height: meta.height ?? 0 });
  }
  try {
    await services.db.transaction().execute(async (trx) => {
      for (const article of BLOG_ARTICLES) {
        const published = Date.parse(`${article.date}T09:00:00Z`);
        const size = sizes.get(article.image) ?? { width: 0, height: 0 };
        await insertPost(trx, {
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          content: article.html,
          bodyText: textOfHtml(article.html),
          featuredImage: `samples/${article.image}`,
          featuredAlt: article.alt,
          featuredWidth: size.width,
          featuredHeight: size.height,
          publishedAt: published,
          updatedAt: published,
        });
      }
    });
  } catch (error) {
    // Another instance seeded them first.
    if (isUniqueViolation(error)) return 0;
    throw error;
  }
  return BLOG_ARTICLES.length;
}
