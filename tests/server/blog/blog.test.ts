// The blog (issue 19): posts in the database found by its full-text search, the WordPress-compatible
// endpoint the blog search calls (fields, headers, bounds and errors as WordPress has them) and the HTML
// pages readable without JavaScript. On SQLite (FTS5) and PostgreSQL (tsvector).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'kysely';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { seedBlogPosts } from '../../../server/seed/blogPosts';
import { BLOG_ARTICLES } from '../../../server/seed/blogArticles';

interface WpPost {
  id: number;
  date: string;
  slug: string;
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  featured_media: number;
  _embedded: { 'wp:featuredmedia': { source_url: string; alt_text: string }[] };
}

const newestFirst = [...BLOG_ARTICLES].sort((a, b) => b.date.localeCompare(a.date));

describe.each(testDatabases)('the blog on %s', (kind) => {
  let server: TestServer;
  let visitor: TestClient;

  async function posts(query: string) {
    const response = await visitor.request({ method: 'GET', url: `/wp-json/wp/v2/posts?${query}` });
    return { response, status: response.statusCode, body: response.json() as unknown };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    expect(await seedBlogPosts(server.services)).toBe(BLOG_ARTICLES.length);
    visitor = new TestClient(server);
  });
  afterAll(async () => server.close());

  describe('search', () => {
    it('finds a post by a word that is only in its body', async () => {
      const article = BLOG_ARTICLES.find((a) => a.slug === 'remove-a-background');
      expect(`${article?.title} ${article?.excerpt}`.toLowerCase()).not.toContain('checkerboard');
      const { status, body, response } = await posts('search=checkerboard&per_page=12&page=1');
      expect(status).toBe(200);
      expect((body as WpPost[]).map((p) => p.slug)).toEqual(['remove-a-background']);
      expect(response.headers['x-wp-total']).toBe('1');
      expect(response.headers['x-wp-totalpages']).toBe('1');
    });

    it('matches word forms and word starts, every word required', async () => {
      // "straightening" and "straighten" share a stem; "backgr" is the start of "background".
      const stemmed = await posts('search=straightening');
      expect((stemmed.body as WpPost[]).map((p) => p.slug)).toContain('crop-and-straighten-a-photo');
      const prefix = await posts('search=checkerb');
      expect((prefix.body as WpPost[]).map((p) => p.slug)).toEqual(['remove-a-background']);
      const both = await posts(`search=${encodeURIComponent('checkerboard layers')}`);
      expect(both.body).toEqual([]);
    });

    it('answers no results as an empty list with zero totals', async () => {
      const { status, body, response } = await posts('search=xylophonequartz&per_page=12&page=1');
      expect(status).toBe(200);
      expect(body).toEqual([]);
      expect(response.headers['x-wp-total']).toBe('0');
      expect(response.headers['x-wp-totalpages']).toBe('0');
    });

    it('takes query-language characters as plain text, never as an error', async () => {
      for (const search of ['"', "'); drop table blog_posts; --", 'crop* OR NEAR(a b)', '!!!', 'a:* & | !b', '%_\\']) {
        const { status, body } = await posts(`search=${encodeURIComponent(search)}`);
        expect(status, search).toBe(200);
        expect(Array.isArray(body), search).toBe(true);
      }
      expect((await posts('per_page=100')).body).toHaveLength(BLOG_ARTICLES.length);
    });

    it('finds a post by its new words once it is edited (the index is kept in step)', async () => {
      const db = server.services.db.withTables<{ blog_posts: { slug: string; body_text: string } }>();
      await db.updateTable('blog_posts').set({ body_text: sql<string>`body_text || ' marzipan'` }).where('slug', '=', 'collage-layouts').execute();
      expect(((await posts('search=marzipan')).body as WpPost[]).map((p) => p.slug)).toEqual(['collage-layouts']);
      await db.updateTable('blog_posts').set({ body_text: sql<string>`replace(body_text, ' marzipan', '')` }).where('slug', '=', 'collage-layouts').execute();
      expect((await posts('search=marzipan')).body).toEqual([]);
    });
  });

  describe('paging', () => {
    it('pages by 12, newest first, with the totals in the headers and a Link to the next page', async () => {
      const first = await posts('search=&per_page=12&page=1');
      expect((first.body as WpPost[]).map((p) => p.slug)).toEqual(newestFirst.slice(0, 12).map((a) => a.slug));
      expect(first.response.headers['x-wp-total']).toBe(String(BLOG_ARTICLES.length));
      expect(first.response.headers['x-wp-totalpages']).toBe('2');
      expect(first.response.headers.link).toContain('page=2>; rel="next"');
      const second = await posts('per_page=12&page=2');
      expect((second.body as WpPost[]).map((p) => p.slug)).toEqual(newestFirst.slice(12).map((a) => a.slug));
      expect(second.response.headers.link).toContain('page=1>; rel="prev"');
    });

    it('refuses a page past the last as WordPress does', async () => {
      const { status, body } = await posts('per_page=12&page=3');
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'rest_post_invalid_page_number', data: { status: 400 } });
    });

    it('refuses per_page and page outside their bounds, and non-numbers, with rest_invalid_param', async () => {
      for (const query of ['per_page=0', 'per_page=101', 'per_page=abc', 'page=0', 'page=-2', 'page=1.5', 'page=1&page=2', `search=${'a'.repeat(201)}`]) {
        const { status, body } = await posts(query);
        expect(status, query).toBe(400);
        expect(body, query).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
      }
      expect((await posts('per_page=100')).status).toBe(200);
      // WordPress's default page size.
      expect((await posts('')).body).toHaveLength(10);
    });
  });

  describe('fields', () => {
    it('gives each post WordPress\'s fields, with the featured image and its alt text embedded', async () => {
      const { body } = await posts('search=checkerboard');
      const [post] = body as WpPost[];
      const article = BLOG_ARTICLES.find((a) => a.slug === 'remove-a-background');
      expect(post).toMatchObject({
        slug: 'remove-a-background',
        date: `${article?.date}T09:00:00`,
        link: `${server.services.config.publicUrl}/blog/remove-a-background/`,
        title: { rendered: 'Remove the background from a photo' },
        excerpt: { rendered: `<p>${article?.excerpt}</p>\n` },
      });
      expect(post?.content.rendered).toContain('<h2>Perfect the edge</h2>');
      expect(post?.featured_media).toBe(post?.id);
      const media = post?._embedded['wp:featuredmedia'][0];
      expect(media?.alt_text).toBe(article?.alt);
      const image = await visitor.request({ method: 'GET', url: `${new URL(media?.source_url ?? '').pathname}?width=200&height=200&fit=crop`, headers: { accept: 'image/*' } });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(200);
      const one = await visitor.request({ method: 'GET', url: `/wp-json/wp/v2/posts/${post?.id}` });
      expect(one.json()).toMatchObject({ slug: 'remove-a-background' });
      expect((await visitor.request({ method: 'GET', url: '/wp-json/wp/v2/posts/999999' })).json()).toMatchObject({ code: 'rest_post_invalid_id' });
      const write = await visitor.request({ method: 'POST', url: '/wp-json/wp/v2/posts', headers: { 'content-type': 'application/json' }, payload: '{"title":"x"}' });
      expect(write.statusCode).toBe(404);
      expect(write.json()).toMatchObject({ code: 'rest_no_route' });
      expect((await visitor.request({ method: 'GET', url: '/wp-json/wp/v2/users' })).json()).toMatchObject({ code: 'rest_no_route' });
      expect(await server.services.db.withTables<{ blog_posts: { id: number } }>().selectFrom('blog_posts').select('id').execute()).toHaveLength(BLOG_ARTICLES.length);
    });
  });

  describe('pages', () => {
    const html = async (url: string) => {
      const response = await visitor.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      return { status: response.statusCode, text: response.body, type: String(response.headers['content-type']) };
    };
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

    it('lists the newest 12 posts at /blog/ with a title, a description, a canonical and one h1', async () => {
      const { status, text, type } = await html('/blog/');
      expect(status).toBe(200);
      expect(type).toContain('text/html');
      expect(text).toContain('<title>Pixloom blog | Pixloom</title>');
      expect(text).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(text).toContain(`<link rel="canonical" href="${server.services.config.publicUrl}/blog/" data-site-head>`);
      expect(count(text, /<h1[ >]/g)).toBe(1);
      expect(count(text, /class="bl-card"/g)).toBe(12);
      expect(text).toContain(`href="/blog/${newestFirst[0]?.slug}/"`);
      expect(text).toContain('href="/blog/page/2/"');
      const second = await html('/blog/page/2/');
      expect(count(second.text, /class="bl-card"/g)).toBe(BLOG_ARTICLES.length - 12);
      expect(second.text).toContain(`<link rel="canonical" href="${server.services.config.publicUrl}/blog/page/2/" data-site-head>`);
      expect((await html('/blog/page/3/')).status).toBe(404);
    });

    it('shows a post as HTML with its own title, description, canonical, image alt and one h1', async () => {
      const article = BLOG_ARTICLES.find((a) => a.slug === 'layers-and-masks');
      const { status, text } = await html('/blog/layers-and-masks/');
      expect(status).toBe(200);
      expect(text).toContain(`<title>${article?.title} | Pixloom</title>`);
      expect(text).toContain(`<meta name="description" content="${article?.excerpt}">`);
      expect(text).toContain(`<link rel="canonical" href="${server.services.config.publicUrl}/blog/layers-and-masks/" data-site-head>`);
      expect(count(text, /<h1[ >]/g)).toBe(1);
      expect(text).toContain(`alt="${article?.alt}"`);
      expect(text).toContain('<h2>Then mask</h2>');
    });

    it('sits in the site layout: header, footer with translated links, language switcher, hreflang alternates', async () => {
      const origin = server.services.config.publicUrl;
      const { text } = await html('/blog/layers-and-masks/');
      expect(text).toContain('data-testid="site-header"');
      expect(text).toContain('<link rel="stylesheet" href="/site.css">');
      expect(text).toContain('href="/about-us/"');
      for (const [lang, base] of [['en', '/blog/'], ['es', '/es/blog/'], ['pt', '/pt/blog/'], ['fr', '/fr/blog/'], ['de', '/de/blog/'], ['it', '/it/blog/']]) {
        expect(text).toContain(`<link rel="alternate" hreflang="${lang}" href="${origin}${base}layers-and-masks/" data-site-head>`);
      }
      expect(text).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/blog/layers-and-masks/" data-site-head>`);

      // The Spanish version: its own address and canonical, the words and the site's links in Spanish, the post unchanged.
      const es = await html('/es/blog/layers-and-masks/');
      expect(es.status).toBe(200);
      expect(es.text).toContain('<html lang="es"');
      expect(es.text).toContain(`<link rel="canonical" href="${origin}/es/blog/layers-and-masks/" data-site-head>`);
      expect(es.text).toContain('href="/es/sobre-nosotros/"');
      expect(es.text).toContain('href="/es/precios/"');
      expect(es.text).toContain('<h2>Then mask</h2>');
      expect(count(es.text, /<h1[ >]/g)).toBe(1);
      const esList = await html('/es/blog/');
      expect(esList.text).toContain(`href="/es/blog/${newestFirst[0]?.slug}/"`);
      expect(esList.text).toContain('href="/es/blog/page/2/"');
      expect(esList.text).toContain('action="/es/blog/"');
      expect((await html('/es/blog/page/2/')).status).toBe(200);
      expect((await html('/es/blog/no-such-post/')).status).toBe(404);
    });

    it('answers an unknown post with the 404 page', async () => {
      expect((await html('/blog/no-such-post/')).status).toBe(404);
      expect((await html('/blog/%3Cscript%3E/')).status).toBe(404);
    });

    it('searches without JavaScript through the form on /blog/', async () => {
      const found = await html('/blog/?s=checkerboard');
      expect(count(found.text, /class="bl-card"/g)).toBe(1);
      expect(found.text).toContain('<meta name="robots" content="noindex, follow">');
      const none = await html(`/blog/?s=${encodeURIComponent('<b>xylophone</b>')}`);
      expect(none.status).toBe(200);
      expect(none.text).toContain('data-testid="blog-no-results"');
      expect(none.text).not.toContain('<b>xylophone</b>');
    });
  });

  it('seeds the posts once', async () => {
    expect(await seedBlogPosts(server.services)).toBe(0);
  });
});
