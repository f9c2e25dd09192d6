// Sessions in the database behind an HttpOnly cookie holding a random token; the table keeps its hash.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../src/lib/shared/api';
import type { Selectable } from 'kysely';
import type { ChangeWatch, Db } from '../db/index';
import { precompiled } from '../db/precompiled';
import type { UserTable } from '../db/schema';
import type { AuthState } from '../api/types';
import type { SessionResolver } from '../services';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A short device description from the user agent, for the devices list. */
export function describeDevice(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /OPR\//.test(userAgent) ? 'Opera' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\/|Chromium\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const os = /Windows/.test(userAgent) ? 'Windows' : /iPhone|iPad|iPod/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Android/.test(userAgent) ? 'Android' : /CrOS/.test(userAgent) ? 'ChromeOS' : /Linux/.test(userAgent) ? 'Linux' : 'Unknown OS';
  return `${browser} on ${os}`;
}

export async function createSession(db: Db, userId: string, request: FastifyRequest, now = Date.now()): Promise<{ token: string; deviceKey: string }> {
  const token = randomBytes(32).toString('base64url');
  const deviceKey = randomUUID();
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 500);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      device_key: deviceKey,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      last_seen_at: now,
      user_agent: userAgent,
      device: describeDevice(userAgent),
      ip: request.ip ?? '',
    })
    .execute();
  return { token, deviceKey };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export async function destroySession(db: Db, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** The lookup of a request without a session cookie (most visitors' requests): settled, shared. */
const NO_SESSION: Promise<AuthState | null> = Promise.resolve(null);

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's session lookup, started by its first resolve() (server/accounts/sessions.ts). */
    pixloomAuth: Promise<AuthState | null> | null;
    /** The signed-in user's row, read with the session, for the rest of the same request (auth/status). */
    pixloomUser: Selectable<UserTable> | null;
  }
}

/**
 * Declares the two fields a session lookup keeps on its request (server/app.ts, before any route). Declared, every
 * request object has them from its start: set only on signed-in requests, a new field would give those requests
 * another shape, and each read of a request's field in the framework's code would have to tell the shapes apart;
 * a WeakMap for the user row cost an ephemeron write barrier on every signed-in request.
 */
export function declareSessionFields(app: FastifyInstance): void {
  app.decorateRequest('pixloomAuth', null);
  app.decorateRequest('pixloomUser', null);
}

/** The user row the session lookup of this request read, if it did. */
export function sessionUserOf(request: FastifyRequest): Selectable<UserTable> | undefined {
  return request.pixloomUser ?? undefined;
}

/** A session lookup's outcome kept for later requests with the same cookie (null: no such session). */
interface CachedSession {
  auth: AuthState;
  user: Selectable<UserTable>;
  expiresAt: number;
  lastSeenAt: number;
}

/** Sessions remembered at most; the oldest is dropped first. */
const SESSION_CACHE_SIZE = 10_000;
/** Longer cookies are not session tokens (43 characters): looked up, never remembered. */
const CACHEABLE_TOKEN_LENGTH = 64;

/**
 * Resolves the session once per request (several places ask), reading the user's row in the same query.
 *
 * With `changes`, outcomes are remembered between requests and dropped as soon as they may be wrong:
 * - SQLite: whenever anything at all was written to the database file, by this process or another instance
 *   on the same file (server/db/index.ts sqliteChangeWatch); this process's writes are counted in JavaScript, and the
 *   other connections' commits cost at most one read transaction per turn of the event loop.
 * - PostgreSQL (server/db/changeFeed.ts): this process's writes to sessions or users drop everything at once;
 *   other instances' changes drop the session or user named by their notification; and nothing remembered is
 *   answered unless the notifications are confirmed to be at most STALE_MS (3 s) behind. So a sign-out, a
 *   password change or an account change counts at once on the instance that made it, within a notification's
 *   delay (milliseconds) on the others, and never later than 3 s even if notifications are lost.
 * Without `changes`, the session is read on every request.
 */
export function databaseSessions(db: Db, changes?: ChangeWatch): SessionResolver {
  // Every signed-in request runs this query: compiled once (server/db/precompiled.ts).
  const sessionQuery = precompiled(db, (d) =>
    d
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as sessionId', 'sessions.last_seen_at', 'sessions.expires_at'])
      .where('sessions.id', '=', ''),
  );
  const touch = (d: Db) => d.updateTable('sessions').set({ last_seen_at: 0, expires_at: 0 }).where('id', '=', '');
  const touchQuery = precompiled(db, touch);
  // Moving a session's times forward cannot make a remembered answer wrong (and happens every few minutes).
  changes?.unwatched?.(touch(db).compile().sql);
  const cache = new Map<string, CachedSession | null>();
  let cacheVersion = -1;
  // Single sessions or users that changed (PostgreSQL): counted, so a lookup under way is not kept.
  let dropped = 0;
  changes?.onChange?.(({ sessionId, userId }) => {
    dropped++;
    for (const [token, entry] of cache) {
      if (entry && (entry.auth.sessionId === sessionId || entry.user.id === userId)) cache.delete(token);
    }
  });

  const remember = (token: string, version: number, droppedBefore: number, entry: CachedSession | null): void => {
    // Stored only when nothing was written while the query ran (it may have read the state before or after).
    if (!changes || token.length > CACHEABLE_TOKEN_LENGTH || changes.version() !== version || version !== cacheVersion) return;
    if (dropped !== droppedBefore || changes.trusted?.() === false) return;
    if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(token, entry);
  };

  const lookup = async (request: FastifyRequest): Promise<AuthState | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const now = Date.now();
    let version = -1;
    const droppedBefore = dropped;
    if (changes) {
      version = changes.version();
      if (version !== cacheVersion) {
        cache.clear();
        cacheVersion = version;
      }
      const known = changes.trusted?.() === false ? undefined : cache.get(token);
      if (known === null) return null;
      if (known && known.expiresAt > now && now - known.lastSeenAt <= TOUCH_EVERY_MS) {
        request.pixloomUser = known.user;
        return known.auth;
      }
    }
    const [row] = await sessionQuery.run([hashToken(token)]);
    if (!row) {
      remember(token, version, droppedBefore, null);
      return null;
    }
    if (row.expires_at <= now) return null;
    const { sessionId, last_seen_at: seenAt, expires_at: expiresAtRead, ...rest } = row;
    let lastSeenAt = seenAt;
    let expiresAt = expiresAtRead;
    if (now - lastSeenAt > TOUCH_EVERY_MS) {
      // On SQLite a write: the cache starts over, this outcome is remembered on the next request.
      await touchQuery.run([now, now + SESSION_TTL_MS, sessionId]);
      lastSeenAt = now;
      expiresAt = now + SESSION_TTL_MS;
    }
    // Shared by the requests that hit the cache: frozen, so none can change what the next one sees.
    const user = Object.freeze(rest);
    const auth: AuthState = Object.freeze({ userId: user.id, email: user.email, sessionId });
    request.pixloomUser = user;
    remember(token, version, droppedBefore, { auth, user, expiresAt, lastSeenAt });
    return auth;
  };
  const resolver: SessionResolver = {
    resolve(request) {
      if (!request.cookies[SESSION_COOKIE]) return NO_SESSION;
      request.pixloomAuth ??= lookup(request);
      return request.pixloomAuth;
    },
  };
  const settled = changes?.settled?.bind(changes);
  if (settled) resolver.settled = settled;
  return resolver;
}
