// The imports' authorization pages (server/imports/core.ts has the interface):
//
//   GET /imports/:connector/start      signed in: redirects to the provider (PKCE S256, state bound to the user)
//   GET /imports/:connector/callback   checks state against the signed-in user, stores the tokens encrypted,
//                                      and answers a small page that posts {type: 'pixloom-import', connector,
//                                      ok: true} or {…, error: code} to its opener (same origin only) and closes
//   GET /imports/relay.js              that page's script (the CSP allows no inline script)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { ApiError } from '../api/errors';
import { requestLanguage } from '../http/language';
import { APP_LANGUAGES, isRtl } from '../../src/lib/shared/languages';
import { isImportConnector } from './connectors';

const PRUNE_EVERY_MS = 10 * 60_000;
// The popup keeps its opener through the provider's pages (see server/accounts/routes.ts).
const POPUP_COOP = 'unsafe-none';
export const IMPORT_MESSAGE_TYPE = 'pixloom-import';
const RELAY_SCRIPT = `(function () {
  var el = document.getElementById('pixloom-import-result');
  var message = JSON.parse(el.textContent);
  try { if (window.opener && !window.opener.closed) window.opener.postMessage(message, window.location.origin); } catch (e) {}
  try { var channel = new BroadcastChannel('pixloom-import'); channel.postMessage(message); channel.close(); } catch (e) {}
  setTimeout(function () { window.close(); }, 300);
})();
`;

export interface ImportPageMessage {
  type: typeof IMPORT_MESSAGE_TYPE;
  connector: string;
  ok?: true;
  error?: string;
}

interface PageTexts {
  import_page_title: string;
  import_done_text: string;
  import_failed_text: string;
}

const FALLBACK: PageTexts = { import_page_title: 'Pixloom', import_done_text: 'Connected. You can close this window.', import_failed_text: 'The connection did not complete. Close this window and try again.' };

function loadPageTexts(localesDir: string): Map<string, PageTexts> {
  const texts = new Map<string, PageTexts>();
  for (const lang of APP_LANGUAGES) {
    const file = join(localesDir, lang, 'imports_server.json');
    if (existsSync(file)) texts.set(lang, JSON.parse(readFileSync(file, 'utf8')) as PageTexts);
  }
  return texts;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function importRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { config, imports, sessions } = services;
  const texts = loadPageTexts(config.localesDir);

  const page = (request: FastifyRequest, reply: FastifyReply, message: ImportPageMessage, status = 200): FastifyReply => {
    const lang = requestLanguage(request);
    const t = texts.get(lang) ?? texts.get('en') ?? FALLBACK;
    const data = JSON.stringify(message).replace(/</g, '\\u003c');
    const html = `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(t.import_page_title)}</title></head>
<body style="font-family:system-ui,sans-serif;padding:32px;text-align:center">
<p>${escapeHtml(message.error ? t.import_failed_text : t.import_done_text)}</p>
<script type="application/json" id="pixloom-import-result">${data}</script>
<script src="/imports/relay.js"></script>
</body>
</html>
`;
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('cross-origin-opener-policy', POPUP_COOP).send(html);
  };

  const fail = (request: FastifyRequest, reply: FastifyReply, connector: string, error: string, status: number): FastifyReply =>
    page(request, reply, { type: IMPORT_MESSAGE_TYPE, connector, error }, status);

  app.get('/imports/relay.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(RELAY_SCRIPT));

  app.get('/imports/:connector/start', async (request, reply) => {
    const connector = (request.params as { connector: string }).connector;
    if (!isImportConnector(connector)) return fail(request, reply, 'unknown', 'invalid_provider', 404);
    if (!imports.isConfigured(connector)) return fail(request, reply, connector, 'provider_not_configured', 404);
    const auth = await sessions.resolve(request);
    if (!auth) return fail(request, reply, connector, 'not_logged_in', 401);
    const start = await imports.start(auth.userId, connector, `${config.publicUrl}/imports/${connector}/callback`);
    return reply.header('cache-control', 'no-store').header('cross-origin-opener-policy', POPUP_COOP).redirect(start.url.href, 302);
  });

  app.get('/imports/:connector/callback', async (request, reply) => {
    const connector = (request.params as { connector: string }).connector;
    if (!isImportConnector(connector)) return fail(request, reply, 'unknown', 'invalid_provider', 404);
    if (!imports.isConfigured(connector)) return fail(request, reply, connector, 'provider_not_configured', 404);
    const auth = await sessions.resolve(request);
    if (!auth) return fail(request, reply, connector, 'not_logged_in', 401);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const callbackUrl = new URL(`${config.publicUrl}/imports/${connector}/callback${search}`);
    try {
      await imports.finish(auth.userId, connector, callbackUrl);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      request.log.info({ code: err.code, connector }, 'import authorization did not complete');
      return fail(request, reply, connector, err.code, err.status);
    }
    return page(request, reply, { type: IMPORT_MESSAGE_TYPE, connector, ok: true });
  });

  const pruneTimer = setInterval(() => void imports.prune().catch((err: unknown) => app.log.warn({ err }, 'pruning import logins failed')), PRUNE_EVERY_MS);
  pruneTimer.unref();
  app.addHook('onClose', () => clearInterval(pruneTimer));
}
