// The blog pages' frame: the head (title, description, canonical, social cards) made from a PageHead, and
// a small page around the body. Separate on purpose: when the site's shared layout exists, it takes the
// same PageHead and body and this file goes.
import { isRtl } from '../../src/lib/shared/languages';
import { escapeHtml } from './present';

export interface PageHead {
  lang: string;
  title: string;
  description: string;
  /** Absolute address of the page's canonical form. */
  canonical: string;
  /** Search results and the like: not for search engines' indexes. */
  noindex?: boolean;
  prev?: string;
  next?: string;
  /** Absolute address of the page's picture, for social cards. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
}

export function renderHead(head: PageHead): string {
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.noindex ? '<meta name="robots" content="noindex, follow">' : '',
    head.prev ? `<link rel="prev" href="${escapeHtml(head.prev)}">` : '',
    head.next ? `<link rel="next" href="${escapeHtml(head.next)}">` : '',
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    head.image && head.imageAlt ? `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">` : '',
    '<link rel="icon" href="/favicon.svg">',
    `<style>${STYLE}</style>`,
  ];
  return lines.filter(Boolean).join('\n');
}

export interface Frame {
  /** The header's links: the blog, its search in the app, the app. */
  nav: { href: string; label: string }[];
  navLabel: string;
}

export function renderPage(head: PageHead, frame: Frame, body: string): string {
  const dir = isRtl(head.lang) ? 'rtl' : 'ltr';
  const nav = frame.nav.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(head.lang)}" dir="${dir}">
<head>
${renderHead(head)}
</head>
<body>
<header class="bl-top"><a class="bl-brand" href="/">Pixloom</a><nav aria-label="${escapeHtml(frame.navLabel)}">${nav}</nav></header>
${body}
</body>
</html>`;
}

const STYLE = [
  ':root{color-scheme:dark light;--bg:#1C1D26;--fg:#ECEDF3;--muted:#A9ABBA;--line:#3A3C4E;--accent:#7C5CFF;--card:#252633}',
  '@media (prefers-color-scheme: light){:root{--bg:#F7F7FA;--fg:#1C1D26;--muted:#5A5C6E;--line:#D8D9E3;--accent:#5B3FE0;--card:#fff}}',
  'body{margin:0;font:17px/1.6 system-ui,sans-serif;background:var(--bg);color:var(--fg)}',
  'a{color:var(--accent)}',
  '.bl-top{display:flex;align-items:center;gap:20px;padding:14px 24px;border-bottom:1px solid var(--line)}',
  '.bl-top nav{display:flex;gap:16px;flex-wrap:wrap}',
  '.bl-brand{font-weight:800;font-size:20px;text-decoration:none;color:var(--fg)}',
  'main{max-width:1040px;margin:0 auto;padding:24px}',
  'article.bl-post{max-width:720px;margin:0 auto}',
  '.bl-post img.bl-hero{width:100%;height:auto;border-radius:12px;aspect-ratio:16/9;object-fit:cover}',
  '.bl-post h2{margin-top:1.6em}',
  '.bl-meta{color:var(--muted);font-size:15px}',
  '.bl-list{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:20px}',
  '.bl-card{background:var(--card);border:1px solid var(--line);border-radius:12px;overflow:hidden}',
  '.bl-card img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover}',
  '.bl-card div{padding:12px 16px 16px}',
  '.bl-card h2{font-size:19px;margin:0 0 6px;line-height:1.3}',
  '.bl-card p{margin:0;color:var(--muted);font-size:15px}',
  '.bl-search{display:flex;gap:8px;margin:12px 0 20px;flex-wrap:wrap}',
  '.bl-search input{flex:1 1 240px;padding:10px 12px;border-radius:10px;border:1px solid var(--line);background:var(--card);color:var(--fg);font:inherit}',
  '.bl-search button{padding:10px 18px;border-radius:10px;border:0;background:var(--accent);color:#fff;font:inherit;font-weight:600}',
  '.bl-paging{display:flex;gap:16px;align-items:center;justify-content:center;margin:28px 0}',
].join('\n');
