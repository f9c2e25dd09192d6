// An address outside the app's routes, opened while the network is down (issue 18 "an unknown URL offline
// gets the app's own offline page"). Such addresses are the server's (its 404 page, its own pages), so the
// service worker sends them to the network as before; only when that fails does it answer with the
// precached app shell, marked with the address it stood in for. The page reads the mark and shows "this
// page needs a connection" instead of reloading (which would only fail again, or loop). Shared by sw/ and
// src/: the worker writes the mark, the page reads it.

/** The name of the <meta> the worker adds to the shell it answers with in place of an unreachable page. */
export const OFFLINE_FALLBACK_META = 'pixloom-offline-fallback';

const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell's HTML with the mark naming `pathname` at the top of its head (the HTML unchanged if it has none). */
export function markOfflineFallback(html: string, pathname: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta name="${OFFLINE_FALLBACK_META}" content="${escapeAttribute(pathname)}">`);
}

/** The address the worker could not reach when this document is its stand-in for it, else null. */
/** What offlineFallbackPath reads of a document (structural: this module is also the worker's, which has no DOM types). */
interface MarkedDocument {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

export function offlineFallbackPath(doc: MarkedDocument): string | null {
  return doc.querySelector(`meta[name="${OFFLINE_FALLBACK_META}"]`)?.getAttribute('content') ?? null;
}

export type UnknownRouteAnswer = 'offline' | 'reload';

/**
 * What the page does at an address that is not an app route. Online it reloads so the server answers, as
 * always. It shows the offline page instead when this document is the worker's stand-in for that very
 * address (the network failed a moment ago; reloading could loop), or when the browser knows it is offline
 * (an in-app link followed offline: a reload would only reach the same stand-in, or the browser's error).
 */
export function unknownRouteAnswer(pathname: string, state: { fallbackPath: string | null; browserOffline: boolean }): UnknownRouteAnswer {
  if (state.fallbackPath !== null && state.fallbackPath === pathname) return 'offline';
  return state.browserOffline ? 'offline' : 'reload';
}
