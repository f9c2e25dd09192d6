// The blog pages' document: the head (title, description, canonical, hreflang alternates, social cards) made
// from a PageHead, and the site's own layout (server/site/render.ts: header, nav, footer with the translated
// links and the language switcher) around the body, so the blog reads as part of the site, also with
// JavaScript off.
import type { TFunction } from 'i18next';
import { isRtl, SITE_LANGUAGES, type SiteLanguage } from '../../src/lib/shared/languages';
import { renderAlternateLinks, renderSiteFrame, type SiteAlternate } from '../site/render';
import { escapeHtml } from './present';

export interface PageHead {
  /** The language of the page's words (any app language: the unprefixed blog follows the visitor). */
  lang: string;
  title: string;
  description: string;
  /** Address (path) of the page's canonical form. */
  canonical: string;
  /** The page's address in each site language. */
  alternates: readonly SiteAlternate[];
  /** Search results and the like: not for search engines' indexes. */
  noindex?: boolean;
  prev?: string;
  next?: string;
  /** Address of the page's picture, for social cards. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
}

/** The blog's address in a site language: /blog/ in English, /es/blog/ and so on. */
export function blogBase(lang: SiteLanguage): string {
  return lang === 'en' ? '/blog/' : `/${lang}/blog/`;
}

/** A blog address (its part after /blog/) in every site language. */
export function blogAlternates(rest: string): SiteAlternate[] {
  return SITE_LANGUAGES.map((lang) => ({ lang, href: `${blogBase(lang)}${rest}` }));
}

export function renderHead(head: PageHead, origin: string): string {
  const abs = (path: string): string => `${origin}${path}`;
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    renderAlternateLinks(origin, head.canonical, head.alternates),
    head.noindex ? '<meta name="robots" content="noindex, follow">' : '',
    head.prev ? `<link rel="prev" href="${escapeHtml(abs(head.prev))}">` : '',
    head.next ? `<link rel="next" href="${escapeHtml(abs(head.next))}">` : '',
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(abs(head.canonical))}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(abs(head.image))}">` : '',
    head.image && head.imageAlt ? `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">` : '',
    '<link rel="icon" href="/favicon.svg">',
    '<link rel="stylesheet" href="/site.css">',
    `<style>${STYLE}</style>`,
  ];
  return lines.filter(Boolean).join('\n');
}

export interface Frame {
  /** The site language of the layout's links (the page's own, or English for a language the site lacks). */
  siteLang: SiteLanguage;
  t: TFunction;
  /** The blog's own links above its content: the blog, its search in the app. */
  nav: { href: string; label: string }[];
  navLabel: string;
  pageId: 'blog' | 'blogPost';
}

export function renderPage(head: PageHead, frame: Frame, origin: string, body: string): string {
  const dir = isRtl(head.lang) ? 'rtl' : 'ltr';
  const nav = frame.nav.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('');
  const main = `<nav class="bl-nav" aria-label="${escapeHtml(frame.navLabel)}">${nav}</nav>\n${body}`;
  return `<!doctype html>
<html lang="${escapeHtml(head.lang)}" dir="${dir}" data-theme="dark">
<head>
${renderHead(head, origin)}
</head>
<body>
${renderSiteFrame({ lang: frame.siteLang, t: frame.t, alternates: head.alternates, pageId: frame.pageId, mainClass: 'bl-main' }, main)}
</body>
</html>`;
}

// The blog's own parts; the page around them is the site's (public/site.css).
const STYLE = [
  'body{margin:0;background:#1C1D26}',
  '.px-site__main.bl-main{max-width:1040px}',
  '.bl-nav{display:flex;gap:16px;flex-wrap:wrap;font-size:15px;margin-bottom:8px}',
  'article.bl-post{max-width:720px;margin:0 auto}',
  '.bl-post img.bl-hero{width:100%;height:auto;border-radius:12px;aspect-ratio:16/9;object-fit:cover}',
  '.bl-post h2{margin-top:1.6em}',
  '.bl-meta{color:#A9ABBA;font-size:15px}',
  '.bl-list{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:20px}',
  '.bl-card{background:#242532;border:1px solid #2C2E3C;border-radius:12px;overflow:hidden}',
  '.bl-card img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover}',
  '.bl-card div{padding:12px 16px 16px}',
  '.bl-card h2{font-size:19px;margin:0 0 6px;line-height:1.3}',
  '.bl-card p{margin:0;color:#A9ABBA;font-size:15px}',
  '.bl-search{display:flex;gap:8px;margin:12px 0 20px;flex-wrap:wrap}',
  '.bl-search input{flex:1 1 240px;padding:10px 12px;border-radius:10px;border:1px solid #3A3C4E;background:#242532;color:#ECEDF3;font:inherit}',
  '.bl-search button{padding:10px 18px;border-radius:10px;border:0;background:#7C5CFF;color:#fff;font:inherit;font-weight:600}',
  '.bl-paging{display:flex;gap:16px;align-items:center;justify-content:center;margin:28px 0}',
].join('\n');
