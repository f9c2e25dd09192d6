// The site pages as real HTML (issue 19): the page's content, head (title, description, canonical, hreflang
// alternates) and a plain header and footer, rendered into the built app's index.html so a visitor without
// JavaScript and a crawler read the page, and the app takes over after load (RouteView renders the same
// content: src/features/site/SitePage.tsx). The 404 page is a document of its own, without the app.
import type { TFunction } from 'i18next';
import { PRODUCT_NAME } from '../../src/lib/shared/constants';
import { currencyDecimals } from '../../src/lib/shared/money';
import { createPath } from '../../src/lib/shared/routes';
import type { SiteLanguage } from '../../src/lib/shared/languages';
import { isRtl, LANGUAGE_NAMES } from '../../src/lib/shared/languages';
import { siteContent, type SiteBlock, type SiteLink } from '../../src/lib/shared/site/content';
import { FOOTER_LABELS, FOOTER_PAGES, siteAlternates, sitePath, supportLandingPath, type SitePageId } from '../../src/lib/shared/site/paths';
import { CONSENT_META } from '../../src/lib/shared/site/consent';
import { pairForCountry } from '../billing/prices';

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SiteRenderInput {
  page: SitePageId;
  lang: SiteLanguage;
  t: TFunction;
  publicUrl: string;
  /** The visitor's country (prices). */
  country?: string;
  /** The language of the texts when it is not a site language (the 404 page speaks every app language). */
  textLang?: string;
}

function href(to: SiteLink, lang: SiteLanguage): string {
  return 'page' in to ? sitePath(to.page, lang) : createPath(lang, to.create, to.deepLink);
}

function money(amount: number, currency: string, lang: string): string {
  const digits = currencyDecimals(currency);
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount / 10 ** digits);
}

function block(b: SiteBlock, input: SiteRenderInput, tv: (key: string, extra?: Record<string, string>) => string): string {
  const { lang } = input;
  switch (b.kind) {
    case 'lead':
      return `<p class="px-site__lead">${escapeHtml(tv(b.key))}</p>`;
    case 'p':
      return `<p>${escapeHtml(tv(b.key))}</p>`;
    case 'section':
      return `<section><h2>${escapeHtml(tv(b.heading))}</h2>${b.paragraphs.map((p) => `<p>${escapeHtml(tv(p))}</p>`).join('')}</section>`;
    case 'cards':
      return `<section class="px-site__cards">${b.heading ? `<h2>${escapeHtml(tv(b.heading))}</h2>` : ''}<ul>${b.cards
        .map((c) => `<li class="px-card"><a href="${escapeHtml(href(c.to, lang))}"><h3>${escapeHtml(tv(c.title))}</h3><p>${escapeHtml(tv(c.text))}</p></a></li>`)
        .join('')}</ul></section>`;
    case 'actions':
      return `<p class="px-site__actions">${b.links.map((l, i) => `<a class="px-btn${i > 0 ? ' px-btn--secondary' : ''}" href="${escapeHtml(href(l.to, lang))}">${escapeHtml(tv(l.label))}</a>`).join('')}</p>`;
    case 'prices': {
      const { pair } = pairForCountry(input.country);
      return `<section class="px-site__plans"><div class="px-card"><h2>${escapeHtml(tv('site_pricing_free_title'))}</h2><p>${escapeHtml(tv('site_pricing_free_text'))}</p></div><div class="px-card" data-testid="site-plus-plan"><h2>${escapeHtml(tv('site_pricing_plus_title'))}</h2><p>${escapeHtml(tv('site_pricing_plus_text'))}</p><p class="px-site__price">${escapeHtml(tv('site_pricing_month', { price: money(pair.month, pair.currency, lang) }))}</p><p class="px-site__price">${escapeHtml(tv('site_pricing_year', { price: money(pair.year, pair.currency, lang) }))}</p></div></section>`;
    }
  }
}

/** A translator with the page's vars (a tool's name) filled in. */
function pageTranslator(input: SiteRenderInput): (key: string, extra?: Record<string, string>) => string {
  const content = siteContent(input.page);
  const vars: Record<string, string> = {};
  for (const [name, key] of Object.entries(content.vars ?? {})) vars[name] = input.t(key);
  return (key, extra) => input.t(key, { ...vars, ...extra });
}

/** Where a page's language versions are (hreflang alternates and the footer's language switcher). */
export type SiteAlternate = { lang: SiteLanguage; href: string };

export interface SiteFrameInput {
  lang: SiteLanguage;
  t: TFunction;
  /** The page's address in each site language (site pages: siteAlternates; the blog: its own). */
  alternates: readonly SiteAlternate[];
  /** data-site-page of the frame and the main's test id (site-page-<id>). */
  pageId: string;
  /** Extra classes of the <main>. */
  mainClass?: string;
}

/**
 * The site's layout around a page's content: the header (brand and nav), the <main> and the footer (the
 * translated links of FOOTER_PAGES and the language switcher). Every page the server renders as a site page
 * uses it: the site pages and the blog.
 */
export function renderSiteFrame(frame: SiteFrameInput, main: string): string {
  const { lang, t } = frame;
  const nav = (['features', 'pricing', 'learn'] as const).map((p) => `<a href="${sitePath(p, lang)}">${escapeHtml(t(FOOTER_LABELS[p] ?? ''))}</a>`).join('');
  const footer = [
    ...FOOTER_PAGES.map((p) => `<a href="${sitePath(p, lang)}">${escapeHtml(t(FOOTER_LABELS[p] ?? ''))}</a>`),
    `<a href="${supportLandingPath(lang)}">${escapeHtml(t('page_contact_support'))}</a>`,
  ].join('');
  const languages = frame.alternates
    .map((a) => `<a href="${escapeHtml(a.href)}" hreflang="${a.lang}" lang="${a.lang}"${a.lang === lang ? ' aria-current="page"' : ''}>${LANGUAGE_NAMES[a.lang]}</a>`)
    .join('');
  return `<div class="px-site" data-site-page="${escapeHtml(frame.pageId)}">
<header class="px-site__head" data-testid="site-header"><a class="px-site__brand" href="${sitePath('home', lang)}">${PRODUCT_NAME}</a><nav aria-label="${PRODUCT_NAME}">${nav}</nav></header>
<main class="px-page px-site__main${frame.mainClass ? ` ${frame.mainClass}` : ''}" data-testid="site-page-${escapeHtml(frame.pageId)}">
${main}
</main>
<footer class="px-site__foot"><nav aria-label="${escapeHtml(t('nav_footer_links'))}" data-testid="site-footer-links">${footer}</nav><nav class="px-site__langs" aria-label="${escapeHtml(t('nav_choose_language'))}" data-testid="site-languages">${languages}</nav></footer>
</div>`;
}

/** The canonical link, one hreflang alternate per site language and x-default (the English version). */
export function renderAlternateLinks(publicUrl: string, canonicalPath: string, alternates: readonly SiteAlternate[]): string {
  const abs = (path: string): string => `${publicUrl}${path}`;
  const english = alternates.find((a) => a.lang === 'en');
  return [
    `<link rel="canonical" href="${escapeHtml(abs(canonicalPath))}" data-site-head>`,
    ...alternates.map((a) => `<link rel="alternate" hreflang="${a.lang}" href="${escapeHtml(abs(a.href))}" data-site-head>`),
    ...(english ? [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(abs(english.href))}" data-site-head>`] : []),
  ].join('\n');
}

/** The page's <main>, header and footer. */
export function renderSiteBody(input: SiteRenderInput): string {
  const content = siteContent(input.page);
  const tv = pageTranslator(input);
  const main = `<h1>${escapeHtml(tv(content.heading))}</h1>
${content.blocks.map((b) => block(b, input, tv)).join('\n')}`;
  return renderSiteFrame({ lang: input.lang, t: input.t, alternates: siteAlternates(input.page), pageId: input.page }, main);
}

/** The head tags: title, description, canonical, the hreflang alternates and x-default (English). */
export function renderSiteHead(input: SiteRenderInput): { title: string; description: string; links: string } {
  const content = siteContent(input.page);
  const tv = pageTranslator(input);
  const title = `${tv(content.title)} | ${PRODUCT_NAME}`;
  const description = tv(content.description);
  const links = renderAlternateLinks(input.publicUrl, sitePath(input.page, input.lang), siteAlternates(input.page));
  return { title, description, links };
}

/** The consent flag the app reads at start (the banner loads only then). */
export function consentMeta(): string {
  return `<meta name="${CONSENT_META}" content="ask">`;
}

/** Puts head tags before </head>. */
export function addToHead(shell: string, tags: string): string {
  return shell.replace('</head>', `${tags}\n</head>`);
}

/** The site page rendered into the app's shell: the app starts over it and shows the same page. */
export function renderIntoShell(shell: string, input: SiteRenderInput, extraHead = ''): string {
  const head = renderSiteHead(input);
  let html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${input.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(head.description)}">`)
    // The start-up cover would hide the page until the app runs: a site page is readable at once.
    .replace(/<div class="px-boot"[^>]*>\s*<div class="px-boot__mark"><\/div>\s*<\/div>/, '')
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${renderSiteBody(input)}</div>`);
  html = addToHead(html, `${head.links}\n<link rel="stylesheet" href="/site.css">${extraHead}`);
  return html;
}

/**
 * A site page as a document of its own, without the app: the 404 page (an app there would ask the server
 * again), and every page when no app is built.
 */
export function renderSiteDocument(input: SiteRenderInput): string {
  const head = renderSiteHead(input);
  return `<!doctype html>
<html lang="${input.textLang ?? input.lang}" dir="${isRtl(input.textLang ?? input.lang) ? 'rtl' : 'ltr'}" data-theme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
${input.page === 'notFound' ? '<meta name="robots" content="noindex">\n' : ''}${head.links}
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="/site.css">
</head>
<body>
${renderSiteBody(input)}
</body>
</html>`;
}

