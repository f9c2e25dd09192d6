// The blog as real HTML (readable with JavaScript off): /blog/ (newest first, 12 a page, ?s= searches),
// /blog/page/{n}/ and /blog/{slug}/; an unknown post or page is the server's 404 page. Also the
// WordPress-compatible API (wpRoutes.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { requestLanguage } from '../http/language';
import { answerNotFound } from '../site/pages';
import { getPostBySlug, listPosts } from './repo';
import { blogTranslator, type BlogTranslate } from './texts';
import { renderPage, type Frame } from './layout';
import { APP_SEARCH_PATH, BLOG_PAGE_SIZE, listBody, listHead, postBody, postHead } from './render';
import { BLOG_PATH } from './present';
import { MAX_SEARCH_LENGTH, wpRoutes } from './wpRoutes';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function blogRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const origin = services.config.publicUrl;

  function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
    // The words around the posts follow the visitor's language (cookie or Accept-Language).
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').send(html);
  }

  // The site's own 404 page (server/site), in the visitor's language.
  function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return answerNotFound(request, reply, request.url.split('?')[0] ?? '/', { localesDir: services.config.localesDir, publicUrl: origin });
  }

  function frame(t: BlogTranslate): Frame {
    return {
      navLabel: t('blog_nav_label'),
      nav: [
        { href: BLOG_PATH, label: t('blog_title') },
        { href: APP_SEARCH_PATH, label: t('blog_page_title') },
      ],
    };
  }

  async function list(request: FastifyRequest, reply: FastifyReply, page: number): Promise<FastifyReply> {
    // The form's field holds at most 200 characters; a longer or repeated ?s= is read the same way.
    const raw: unknown = (request.query as Record<string, unknown>).s;
    const first: unknown = Array.isArray(raw) ? raw[0] : raw;
    const search = (typeof first === 'string' ? first : '').slice(0, MAX_SEARCH_LENGTH).trim();
    const lang = requestLanguage(request);
    const t = blogTranslator(services.config.localesDir, lang);
    const { posts, total } = await listPosts(services.db, services.dbKind, { search, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });
    const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    if (page > totalPages) return notFound(request, reply);
    const view = { lang, origin, posts, page, totalPages, search };
    return sendHtml(reply, 200, renderPage(listHead(view, t), frame(t), listBody(view, t)));
  }

  app.get(BLOG_PATH, async (request, reply) => list(request, reply, 1));

  app.get(`${BLOG_PATH}page/:page/`, async (request, reply) => {
    const { page } = request.params as { page: string };
    if (!/^\d{1,6}$/.test(page) || Number(page) < 1) return notFound(request, reply);
    // Page 1 has one address: /blog/.
    if (Number(page) === 1) return reply.redirect(request.url.replace(/page\/\d+\/?/, ''), 301);
    return list(request, reply, Number(page));
  });

  app.get(`${BLOG_PATH}:slug/`, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const post = SLUG.test(slug) && slug.length <= 120 ? await getPostBySlug(services.db, slug) : undefined;
    if (!post) return notFound(request, reply);
    const lang = requestLanguage(request);
    const t = blogTranslator(services.config.localesDir, lang);
    return sendHtml(reply, 200, renderPage(postHead(post, lang, origin), frame(t), postBody(post, lang, t)));
  });

  await wpRoutes(app, { services });
}
