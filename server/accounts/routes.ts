// The accounts area outside api/: social sign-in pages (OpenID Connect), the ALTCHA widget's challenge URL,
// and the area's background work (closure sweeper, pruning of expired rows).
//
//   GET /auth/oidc/:provider/start      redirects to the provider (PKCE S256, state, nonce)
//   GET /auth/oidc/:provider/callback   exchanges the code, verifies the ID token, and answers a small page
//                                       that hands {user_id, email, screenname, access_token, sntype} to the
//                                       page that opened it (postMessage to the same origin, and a
//                                       BroadcastChannel "pixloom-oidc"); the app then calls auth/sn-login
//   GET /auth/oidc/relay.js             the script of that page (the CSP allows no inline script)
//   GET /captcha/challenge/             a raw ALTCHA challenge for <altcha-widget challenge="/captcha/challenge/">
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { ApiError } from '../api/errors';
import { errorBody } from '../http/errors';
import { requestLanguage } from '../http/language';
import { APP_LANGUAGES, isRtl } from '../../src/lib/shared/languages';
import { isSocialProvider } from '../adapters/identity';
import { closureJobsFor } from './closeAccount';
import { pruneKeys } from './tokens';
import { pruneHits } from './rateLimit';

const STATE_COOKIE = 'pxoidc';
const STATE_TTL_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 15_000;
const PRUNE_EVERY_MS = 10 * 60_000;
// The popup keeps its opener through the provider's pages only when none of its own pages asks for
// isolation (the opener page needs same-origin-allow-popups for that); the BroadcastChannel works either way.
const POPUP_COOP = 'unsafe-none';
const RELAY_SCRIPT = `(function () {
  var el = document.getElementById('pixloom-oidc-result');
  var message = JSON.parse(el.textContent);
  try { if (window.opener && !window.opener.closed) window.opener.postMessage(message, window.location.origin); } catch (e) {}
  try { var channel = new BroadcastChannel('pixloom-oidc'); channel.postMessage(message); channel.close(); } catch (e) {}
  setTimeout(function () { window.close(); }, 300);
})();
`;

interface PageTexts {
  oidc_page_title: string;
  oidc_done_text: string;
  oidc_failed_text: string;
}

function loadPageTexts(localesDir: string): Map<string, PageTexts> {
  const texts = new Map<string, PageTexts>();
  for (const lang of APP_LANGUAGES) {
    const file = join(localesDir, lang, 'auth_server.json');
    if (existsSync(file)) texts.set(lang, JSON.parse(readFileSync(file, 'utf8')) as PageTexts);
  }
  return texts;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OidcPageMessage {
  type: 'pixloom-oidc';
  provider: string;
  result?: { user_id: string; email: string; screenname: string; access_token: string; sntype: string };
  error?: string;
}

export async function accountRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { config, db, identity } = services;
  const texts = loadPageTexts(config.localesDir);
  const secure = config.publicUrl.startsWith('https://');
  const jobs = closureJobsFor(services);

  const page = (request: FastifyRequest, reply: FastifyReply, message: OidcPageMessage, status = 200): FastifyReply => {
    const lang = requestLanguage(request);
    const t = texts.get(lang) ?? texts.get('en') ?? { oidc_page_title: 'Pixloom', oidc_done_text: 'You can close this window.', oidc_failed_text: 'The sign-in did not complete.' };
    const data = JSON.stringify(message).replace(/</g, '\\u003c');
    const html = `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(t.oidc_page_title)}</title></head>
<body style="font-family:system-ui,sans-serif;padding:32px;text-align:center">
<p>${escapeHtml(message.error ? t.oidc_failed_text : t.oidc_done_text)}</p>
<script type="application/json" id="pixloom-oidc-result">${data}</script>
<script src="/auth/oidc/relay.js"></script>
</body>
</html>
`;
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('cross-origin-opener-policy', POPUP_COOP).send(html);
  };

  app.get('/auth/oidc/relay.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(RELAY_SCRIPT));

  app.get('/auth/oidc/:provider/start', async (request, reply) => {
    const provider = (request.params as { provider: string }).provider;
    if (!isSocialProvider(provider)) return page(request, reply, { type: 'pixloom-oidc', provider, error: 'invalid_provider' }, 404);
    if (!identity.isConfigured(provider)) return page(request, reply, { type: 'pixloom-oidc', provider, error: 'provider_not_configured' }, 404);
    let start;
    try {
      start = await identity.start(provider, `${config.publicUrl}/auth/oidc/${provider}/callback`);
    } catch (err) {
      request.log.warn({ err, provider }, 'social sign-in could not start');
      return page(request, reply, { type: 'pixloom-oidc', provider, error: err instanceof ApiError ? err.code : 'provider_unavailable' }, 502);
    }
    await db.insertInto('oidc_logins').values({ state: start.state, provider, code_verifier: start.codeVerifier, nonce: start.nonce, expires_at: Date.now() + STATE_TTL_MS }).execute();
    // Binds the flow to this browser: a callback carrying someone else's state is refused.
    reply.setCookie(STATE_COOKIE, start.state, { path: '/auth/oidc/', httpOnly: true, sameSite: 'lax', secure, maxAge: STATE_TTL_MS / 1000 });
    return reply.header('cache-control', 'no-store').header('cross-origin-opener-policy', POPUP_COOP).redirect(start.url.href, 302);
  });

  app.get('/auth/oidc/:provider/callback', async (request, reply) => {
    const provider = (request.params as { provider: string }).provider;
    if (!isSocialProvider(provider)) return page(request, reply, { type: 'pixloom-oidc', provider, error: 'invalid_provider' }, 404);
    const query = request.query as Record<string, string | undefined>;
    const state = typeof query.state === 'string' ? query.state : '';
    const row = state ? await db.selectFrom('oidc_logins').selectAll().where('state', '=', state).executeTakeFirst() : undefined;
    if (row) await db.deleteFrom('oidc_logins').where('state', '=', state).execute();
    reply.clearCookie(STATE_COOKIE, { path: '/auth/oidc/', httpOnly: true, sameSite: 'lax', secure });
    if (typeof query.error === 'string') {
      const error = query.error === 'access_denied' ? 'access_denied' : 'invalid_sign_in';
      return page(request, reply, { type: 'pixloom-oidc', provider, error }, 400);
    }
    if (!row || row.provider !== provider || row.expires_at < Date.now() || request.cookies[STATE_COOKIE] !== state) {
      return page(request, reply, { type: 'pixloom-oidc', provider, error: 'invalid_state' }, 400);
    }
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const callbackUrl = new URL(`${config.publicUrl}/auth/oidc/${provider}/callback${search}`);
    try {
      const result = await identity.finish(provider, callbackUrl, { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier });
      return page(request, reply, {
        type: 'pixloom-oidc',
        provider,
        result: { user_id: result.subject, email: result.email ?? '', screenname: result.name ?? '', access_token: result.accessToken, sntype: provider.toUpperCase() },
      });
    } catch (err) {
      request.log.warn({ err, provider }, 'social sign-in callback failed');
      return page(request, reply, { type: 'pixloom-oidc', provider, error: err instanceof ApiError ? err.code : 'invalid_sign_in' }, 400);
    }
  });

  app.get('/captcha/challenge/', async (_request, reply) => {
    const challenge = await services.captcha.challenge();
    reply.header('cache-control', 'no-store');
    if (!challenge) return reply.code(404).send(errorBody('captcha_off', 'The captcha is turned off on this server.'));
    return reply.send(challenge);
  });

  const sweepTimer = setInterval(() => void jobs.sweep().catch((err: unknown) => app.log.warn({ err }, 'account closure sweep failed')), SWEEP_EVERY_MS);
  sweepTimer.unref();
  const prune = async (): Promise<void> => {
    const now = Date.now();
    await pruneKeys(db, now);
    await pruneHits(db, Math.max(...Object.values(config.accounts.limits).map((l) => l.windowMs)), now);
    await services.captcha.prune(now);
    await db.deleteFrom('oidc_logins').where('expires_at', '<', now).execute();
    // Expired sessions are no device of anyone's any more.
    await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  };
  const pruneTimer = setInterval(() => void prune().catch((err: unknown) => app.log.warn({ err }, 'pruning account rows failed')), PRUNE_EVERY_MS);
  pruneTimer.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    clearInterval(pruneTimer);
    await jobs.drain();
    services.mail.close();
  });
}
