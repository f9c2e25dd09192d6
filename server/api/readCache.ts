// HTTP caching of read calls served by GET (server/api/types.ts ReadCaching): a weak ETag of the answer's
// body, If-None-Match compared weakly (RFC 9110 §13.1.2), and who may keep the answer.
import { createHash } from 'node:crypto';
import type { ReadCaching } from './types';

/** A weak validator: the answer is the same JSON, whatever the compression it travels with. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names the tag (weak comparison; `*` matches any current answer). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  const sent = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',');
  return sent.some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Cache-Control and Vary of a read answer: a visitor's answer is everyone's (public); an answer made for a
 * session may hold what is the user's, so only their browser keeps it, checks it every time and keys it
 * on the cookie.
 */
export function readCacheHeaders(read: ReadCaching, forSession: boolean): { cacheControl: string; vary?: string } {
  if (forSession) return { cacheControl: 'private, no-cache', vary: 'Cookie' };
  return { cacheControl: `public, max-age=${Math.max(0, Math.floor(read.maxAgeSeconds))}` };
}

/** A response that sets a cookie is never for shared caches (it would hand one visitor's cookie to all). */
export function withoutSharing(cacheControl: string): string {
  return cacheControl.replace(/^public\b/, 'private');
}
