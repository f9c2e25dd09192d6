// The blog pages' bodies (the list and one post) and their heads; layout.ts puts them in the site's layout.
import type { TFunction } from 'i18next';
import type { BlogPost } from './repo';
import { blogAlternates, type PageHead } from './layout';
import { escapeHtml, imagePath } from './present';

type T = TFunction;

export const BLOG_PAGE_SIZE = 12;
/** The app's blog search (src/features/blog), linked from the pages' header. */
export const APP_SEARCH_PATH = '/learn/search/';

function formatDate(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(ms));
}

function thumb(post: BlogPost, width: number, height: number): string {
  return `${imagePath(post.featuredImage)}?width=${width}&height=${height}&fit=crop&auto=avif,webp`;
}

/** The part of a list address after the blog's base: '' or page/{n}/. */
function listRest(page: number): string {
  return page > 1 ? `page/${page}/` : '';
}

/** /blog/, /blog/page/{n}/ (under the language's base), each with ?s= when searching. */
export function listPath(base: string, page: number, search: string): string {
  const path = `${base}${listRest(page)}`;
  return search ? `${path}?s=${encodeURIComponent(search)}` : path;
}

/** A post's address under the language's base. */
export function postPathIn(base: string, slug: string): string {
  return `${base}${encodeURIComponent(slug)}/`;
}

export interface ListView {
  lang: string;
  /** The blog's address in the page's language (/blog/, /es/blog/…). */
  base: string;
  posts: BlogPost[];
  page: number;
  totalPages: number;
  search: string;
}

export function listHead(view: ListView, t: T): PageHead {
  const base = view.search ? t('blog_results_for', { query: view.search }) : t('blog_title');
  const title = view.page > 1 ? `${base} · ${t('blog_page_of', { page: view.page, pages: view.totalPages })} | Pixloom` : `${base} | Pixloom`;
  const query = view.search ? `?s=${encodeURIComponent(view.search)}` : '';
  return {
    lang: view.lang,
    title,
    description: t('blog_description'),
    canonical: listPath(view.base, view.page, view.search),
    alternates: blogAlternates(`${listRest(view.page)}${query}`),
    noindex: Boolean(view.search),
    prev: view.page > 1 ? listPath(view.base, view.page - 1, view.search) : undefined,
    next: view.page < view.totalPages ? listPath(view.base, view.page + 1, view.search) : undefined,
  };
}

export function listBody(view: ListView, t: T): string {
  const heading = view.search ? t('blog_results_for', { query: view.search }) : t('blog_title');
  const cards = view.posts
    .map(
      (post) => `<li class="bl-card"><img src="${thumb(post, 600, 400)}" alt="${escapeHtml(post.featuredAlt)}" width="600" height="400" loading="lazy"><div>
<h2><a href="${postPathIn(view.base, post.slug)}">${escapeHtml(post.title)}</a></h2>
<p class="bl-meta"><time datetime="${new Date(post.publishedAt).toISOString()}">${escapeHtml(formatDate(post.publishedAt, view.lang))}</time></p>
<p>${escapeHtml(post.excerpt)}</p></div></li>`,
    )
    .join('\n');
  const empty = view.search
    ? `<p data-testid="blog-no-results">${escapeHtml(t('blog_no_results', { query: view.search }))}</p><p><a href="${view.base}">${escapeHtml(t('blog_all_posts'))}</a></p>`
    : `<p>${escapeHtml(t('blog_no_posts'))}</p>`;
  const paging =
    view.totalPages > 1
      ? `<nav class="bl-paging" aria-label="${escapeHtml(t('blog_pages'))}">${view.page > 1 ? `<a rel="prev" href="${escapeHtml(listPath(view.base, view.page - 1, view.search))}">${escapeHtml(t('blog_newer'))}</a>` : ''}<span>${escapeHtml(t('blog_page_of', { page: view.page, pages: view.totalPages }))}</span>${view.page < view.totalPages ? `<a rel="next" href="${escapeHtml(listPath(view.base, view.page + 1, view.search))}">${escapeHtml(t('blog_older'))}</a>` : ''}</nav>`
      : '';
  return `<h1>${escapeHtml(heading)}</h1>
<p class="bl-meta">${escapeHtml(t('blog_lead'))}</p>
<form class="bl-search" role="search" method="get" action="${view.base}"><label for="bl-s" class="bl-meta">${escapeHtml(t('blog_search_label'))}</label><input id="bl-s" type="search" name="s" maxlength="200" value="${escapeHtml(view.search)}" placeholder="${escapeHtml(t('blog_search_placeholder'))}"><button type="submit">${escapeHtml(t('blog_search_button'))}</button></form>
${view.posts.length ? `<ul class="bl-list" lang="en">\n${cards}\n</ul>` : empty}
${paging}`;
}

export function postHead(post: BlogPost, lang: string, base: string): PageHead {
  return {
    lang,
    title: `${post.title} | Pixloom`,
    description: post.excerpt,
    canonical: postPathIn(base, post.slug),
    alternates: blogAlternates(`${encodeURIComponent(post.slug)}/`),
    image: thumb(post, 1200, 650),
    imageAlt: post.featuredAlt,
    type: 'article',
  };
}

/** The post's own text is English: marked so, inside a page in the visitor's language. */
export function postBody(post: BlogPost, lang: string, base: string, t: T): string {
  return `<article class="bl-post" lang="en">
<p class="bl-meta"><a href="${base}" lang="${escapeHtml(lang)}">${escapeHtml(t('blog_all_posts'))}</a></p>
<h1>${escapeHtml(post.title)}</h1>
<p class="bl-meta" lang="${escapeHtml(lang)}"><time datetime="${new Date(post.publishedAt).toISOString()}">${escapeHtml(t('blog_published', { date: formatDate(post.publishedAt, lang) }))}</time></p>
<img class="bl-hero" src="${thumb(post, 1200, 650)}" alt="${escapeHtml(post.featuredAlt)}" width="1200" height="650">
${post.content}
</article>`;
}
