// Which site page an address is, who is asked for cookie consent, and the answers of both (issue 19). Used by
// the app shell (server/plugins/appShell.ts), which answers every address that is not an api call or a file.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from '../../src/lib/shared/languages';
import { resolveSitePath, resolveSupportPath, sitePath } from '../../src/lib/shared/site/paths';
import { issueFromParam, issueOfSlug } from '../../src/lib/shared/support';
import { CONSENT_COOKIE, CONSENT_TEST_PARAM, COUNTRY_COOKIE, isConsentAnswer, isConsentCountry } from '../../src/lib/shared/site/consent';
import { requestLanguage } from '../http/language';
import { siteTranslator } from './texts';
import { addToHead, consentMeta, renderIntoShell, renderSiteDocument } from './render';

/** The visitor's country: the CDN's header (CF-IPCountry), else the app's ui_country cookie. */
export function requestCountry(request: FastifyRequest): string | undefined {
  const header = request.headers['cf-ipcountry'];
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  const cookie = request.cookies?.[COUNTRY_COOKIE];
  return typeof cookie === 'string' && /^[A-Za-z]{2}$/.test(cookie) ? cookie.toUpperCase() : undefined;
}

/** The banner is for visitors from the listed countries (or with the testing flag) who have not answered. */
export function asksConsent(request: FastifyRequest): boolean {
  if (isConsentAnswer(request.cookies?.[CONSENT_COOKIE])) return false;
  const query = request.url.split('?')[1] ?? '';
  if (new URLSearchParams(query).get(CONSENT_TEST_PARAM) === '1') return true;
  return isConsentCountry(request.headers['cf-ipcountry']) || isConsentCountry(request.cookies?.[COUNTRY_COOKIE]);
}

/** The app shell for an app route, with the consent flag when the visitor is asked. */
export function appShellHtml(request: FastifyRequest, shell: string): string {
  return asksConsent(request) ? addToHead(shell, consentMeta()) : shell;
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The page depends on the visitor's cookies and country (consent, prices): never shared by caches.
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache, private').header('vary', 'cookie, cf-ipcountry').send(html);
}

export interface SitePagesOptions {
  localesDir: string;
  publicUrl: string;
}

/**
 * Answers a site page address (GET/HEAD): the page rendered into the shell (200), or the 404 page (404) for
 * /404/ and its translations. Returns null for an address that is not a site page.
 */
export function answerSitePage(request: FastifyRequest, reply: FastifyReply, path: string, shell: string | undefined, opts: SitePagesOptions): FastifyReply | null {
  const site = resolveSitePath(path);
  if (!site) return null;
  const input = { page: site.page, lang: site.lang, t: siteTranslator(opts.localesDir, site.lang), publicUrl: opts.publicUrl, country: requestCountry(request) };
  if (site.page === 'notFound') return send(reply, 404, renderSiteDocument(input));
  // No app built (npm run build): the page still reads, as a document of its own.
  if (!shell) return send(reply, 200, renderSiteDocument(input));
  return send(reply, 200, renderIntoShell(shell, input, asksConsent(request) ? `\n${consentMeta()}` : ''));
}

/** The 404 page for an unknown address: in the language its prefix names, else the visitor's. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply, path: string, opts: SitePagesOptions): FastifyReply {
  const prefix = path.split('/')[1];
  const textLang: string = isSiteLanguage(prefix) && prefix !== 'en' ? prefix : requestLanguage(request);
  const lang: SiteLanguage = isSiteLanguage(textLang) ? textLang : SITE_LANGUAGES[0];
  return send(reply, 404, renderSiteDocument({ page: 'notFound', lang, textLang, t: siteTranslator(opts.localesDir, textLang), publicUrl: opts.publicUrl }));
}

/**
 * A contact-support address in any site language: an unknown reason (a help page's slug, or a form's ?issue=
 * not in the list) is sent to the 404 page of the address's language (spec §2 "redirects to the 404 page"); a
 * known one is the app (the support area). Null for an address that is not a support page.
 */
export function answerSupportPath(request: FastifyRequest, reply: FastifyReply, path: string, shell: string | undefined): FastifyReply | null {
  const support = resolveSupportPath(path);
  if (!support) return null;
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const issue = query.get('issue');
  const unknown = support.view === 'help' ? !issueOfSlug(support.slug) : support.view === 'form' && issue !== null && issue.trim() !== '' && !issueFromParam(issue);
  if (unknown) return reply.header('cache-control', 'no-cache').redirect(sitePath('notFound', support.lang), 302);
  if (!shell) return reply.code(503).type('text/plain; charset=utf-8').send('The app is not built yet. Run `npm run build`, or use `npm start`, which builds it.');
  return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(appShellHtml(request, addLang(shell, support.lang)));
}

/** The shell's <html lang> set to the page's language (the app sets it again once it runs). */
function addLang(shell: string, lang: string): string {
  return shell.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}
