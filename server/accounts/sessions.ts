// Sessions in the database behind an HttpOnly cookie holding a random token; the table keeps its hash.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../src/lib/shared/api';
import type { Selectable } from 'kysely';
import type { Db } from '../db/index';
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

type ResolvedRequest = FastifyRequest & { pixloomAuth?: Promise<AuthState | null> };

/** The signed-in user's row, read with the session, for the rest of the same request (auth/status). */
const usersOfRequests = new WeakMap<FastifyRequest, Selectable<UserTable>>();

/** The user row the session lookup of this request read, if it did. */
export function sessionUserOf(request: FastifyRequest): Selectable<UserTable> | undefined {
  return usersOfRequests.get(request);
}

/** Resolves the session once per request (several places ask), reading the user's row in the same query. */
export function databaseSessions(db: Db): SessionResolver {
  // Every signed-in request runs this query: compiled once (server/db/precompiled.ts).
  const sessionQuery = precompiled(db, (d) =>
    d
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as sessionId', 'sessions.last_seen_at', 'sessions.expires_at'])
      .where('sessions.id', '=', ''),
  );
  const lookup = async (request: FastifyRequest): Promise<AuthState | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const now = Date.now();
    const [row] = await sessionQuery.run([hashToken(token)]);
    if (!row || row.expires_at <= now) return null;
    if (now - row.last_seen_at > TOUCH_EVERY_MS) {
      await db.updateTable('sessions').set({ last_seen_at: now, expires_at: now + SESSION_TTL_MS }).where('id', '=', row.sessionId).execute();
    }
    const { sessionId, last_seen_at: _seen, expires_at: _expires, ...user } = row;
    usersOfRequests.set(request, user);
    return { userId: user.id, email: user.email, sessionId };
  };
  return {
    resolve(request) {
      const r = request as ResolvedRequest;
      r.pixloomAuth ??= lookup(request);
      return r.pixloomAuth;
    },
  };
}
