// The blog as real HTML in the site's layout (readable with JavaScript off): /blog/ (newest first, 12 a page,
// ?s= searches), /blog/page/{n}/ and /blog/{slug}/, and the same under each site language's prefix
// (/es/blog/…: the page's words in that language; the posts are English); an unknown post or page is the
// server's 404 page. Also the WordPress-compatible API (wpRoutes.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { requestLanguage } from '../http/language';
import { answerNotFound } from '../site/pages';
import { getPostBySlug, listPosts } from './repo';
import type { TFunction } from 'i18next';
import { isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from '../../src/lib/shared/languages';
import { siteTranslator } from '../site/texts';
import { blogBase, renderPage, type Frame } from './layout';
import { APP_SEARCH_PATH, BLOG_PAGE_SIZE, listBody, listHead, postBody, postHead } from './render';
import { MAX_SEARCH_LENGTH, wpRoutes } from './wpRoutes';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function blogRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const origin = services.config.publicUrl;

  function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
    // The unprefixed blog's words follow the visitor's language (cookie or Accept-Language).
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').send(html);
  }

  // The site's own 404 page (server/site), in the visitor's language.
  function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return answerNotFound(request, reply, request.url.split('?')[0] ?? '/', { localesDir: services.config.localesDir, publicUrl: origin });
  }

  /** The page's language: the prefix's (/es/blog/), else the visitor's for /blog/. */
  function languageOf(request: FastifyRequest, prefixLang: SiteLanguage | undefined): { lang: string; siteLang: SiteLanguage } {
    if (prefixLang) return { lang: prefixLang, siteLang: prefixLang };
    const lang = requestLanguage(request);
    return { lang, siteLang: isSiteLanguage(lang) ? lang : 'en' };
  }

  function frame(t: TFunction, siteLang: SiteLanguage, pageId: Frame['pageId']): Frame {
    return {
      siteLang,
      t,
      pageId,
      navLabel: t('blog_nav_label'),
      nav: [
        { href: blogBase(siteLang), label: t('blog_title') },
        { href: APP_SEARCH_PATH, label: t('blog_page_title') },
      ],
    };
  }

  async function list(request: FastifyRequest, reply: FastifyReply, page: number, prefixLang: SiteLanguage | undefined): Promise<FastifyReply> {
    // The form's field holds at most 200 characters; a longer or repeated ?s= is read the same way.
    const raw: unknown = (request.query as Record<string, unknown>).s;
    const first: unknown = Array.isArray(raw) ? raw[0] : raw;
    const search = (typeof first === 'string' ? first : '').slice(0, MAX_SEARCH_LENGTH).trim();
    const { lang, siteLang } = languageOf(request, prefixLang);
    const t = siteTranslator(services.config.localesDir, lang);
    const { posts, total } = await listPosts(services.db, services.dbKind, { search, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });
    const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    if (page > totalPages) return notFound(request, reply);
    const base = blogBase(prefixLang ?? 'en');
    const view = { lang, base, posts, page, totalPages, search };
    return sendHtml(reply, 200, renderPage(listHead(view, t), frame(t, siteLang, 'blog'), origin, listBody(view, t)));
  }

  // /blog/ and each site language's /{lang}/blog/ (the site's hreflang alternates).
  for (const prefixLang of [undefined, ...SITE_LANGUAGES.filter((l) => l !== 'en')]) {
    const base = blogBase(prefixLang ?? 'en');

    app.get(base, async (request, reply) => list(request, reply, 1, prefixLang));

    app.get(`${base}page/:page/`, async (request, reply) => {
      const { page } = request.params as { page: string };
      if (!/^\d{1,6}$/.test(page) || Number(page) < 1) return notFound(request, reply);
      // Page 1 has one address: the blog's base.
      if (Number(page) === 1) return reply.redirect(request.url.replace(/page\/\d+\/?/, ''), 301);
      return list(request, reply, Number(page), prefixLang);
    });

    app.get(`${base}:slug/`, async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const post = SLUG.test(slug) && slug.length <= 120 ? await getPostBySlug(services.db, slug) : undefined;
      if (!post) return notFound(request, reply);
      const { lang, siteLang } = languageOf(request, prefixLang);
      const t = siteTranslator(services.config.localesDir, lang);
      return sendHtml(reply, 200, renderPage(postHead(post, lang, base), frame(t, siteLang, 'blogPost'), origin, postBody(post, lang, base, t)));
    });
  }

  await wpRoutes(app, { services });
}
