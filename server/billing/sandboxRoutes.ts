// The sandbox provider's own pages and test controls (PAYMENTS=sandbox only; not registered with Stripe):
//
//   GET  /sandbox/payments/:client_secret          the test bank's 3-D Secure page (translated): "Complete" or
//                                                  "Fail authentication"; shown in the payment modal's frame
//   GET  /sandbox/payments/page.js                 its script (the CSP allows no inline script): POSTs the
//                                                  outcome, then tells the page that framed it through
//                                                  postMessage({type:'pixloom-3ds', outcome}, own origin)
//   POST /sandbox/payments/:client_secret/confirm  outcome=succeed|fail: completes or fails the payment intent
//   POST /sandbox/clock/advance                    days=N: moves the billing clock, runs the renewals at once,
//                                                  answers {data:{now (seconds), renewed, failed}}
//
// The POSTs carry the CSRF token like api/ calls (x-csrf-token header or CSRFtoken field = csrftoken cookie).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { errorBody } from '../http/errors';
import { requestLanguage } from '../http/language';
import { APP_LANGUAGES, isRtl } from '../../src/lib/shared/languages';
import { CSRF_COOKIE, CSRF_FIELD, HEADER } from '../../src/lib/shared/api';
import { escapeHtml } from '../accounts/mails';
import type { SandboxPayments } from '../adapters/payments/sandbox';
import { runRenewals } from './renewals';

const PAGE_SCRIPT = `(function () {
  function csrf() {
    var m = document.cookie.match(/(?:^|; )${CSRF_COOKIE}=([^;]*)/);
    return m ? decodeURIComponent(m[1]) : '';
  }
  var root = document.getElementById('pixloom-3ds');
  var secret = root.getAttribute('data-secret');
  var buttons = root.querySelectorAll('button[data-outcome]');
  function send(outcome) {
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
    fetch('/sandbox/payments/' + encodeURIComponent(secret) + '/confirm', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', '${HEADER.csrf}': csrf() },
      body: 'outcome=' + encodeURIComponent(outcome)
    }).then(function (res) {
      document.getElementById('pixloom-3ds-done').hidden = false;
      var message = { type: 'pixloom-3ds', outcome: res.ok ? outcome : 'fail' };
      if (window.parent && window.parent !== window) window.parent.postMessage(message, window.location.origin);
      else if (window.opener) window.opener.postMessage(message, window.location.origin);
    });
  }
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener('click', function (event) { send(event.currentTarget.getAttribute('data-outcome')); });
  }
})();
`;

interface PageTexts {
  sandbox_3ds_title: string;
  sandbox_3ds_text: string;
  sandbox_3ds_complete: string;
  sandbox_3ds_fail: string;
  sandbox_3ds_done: string;
  sandbox_3ds_unknown: string;
}

function loadTexts(localesDir: string): Map<string, PageTexts> {
  const texts = new Map<string, PageTexts>();
  for (const lang of APP_LANGUAGES) {
    const file = join(localesDir, lang, 'billing_server.json');
    if (existsSync(file)) texts.set(lang, JSON.parse(readFileSync(file, 'utf8')) as PageTexts);
  }
  return texts;
}

function csrfOk(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[HEADER.csrf];
  const body = request.body as Record<string, unknown> | undefined;
  const sent = (typeof header === 'string' && header) || (body && typeof body[CSRF_FIELD] === 'string' ? (body[CSRF_FIELD] as string) : '');
  if (!cookie || !sent) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A form or JSON field, or the query's. */
function param(request: FastifyRequest, name: string): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const value = body && Object.hasOwn(body, name) ? body[name] : query && Object.hasOwn(query, name) ? query[name] : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

const fail = (reply: FastifyReply, status: number, code: string, message: string): FastifyReply =>
  reply.code(status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(errorBody(code, message));

export async function sandboxRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  if (services.config.payments !== 'sandbox' || services.payments.kind !== 'sandbox') return;
  const sandbox = services.payments as SandboxPayments;
  const texts = loadTexts(services.config.localesDir);
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.get('/sandbox/payments/page.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PAGE_SCRIPT));

  app.get('/sandbox/payments/:secret', async (request, reply) => {
    const secret = (request.params as { secret: string }).secret;
    const lang = requestLanguage(request);
    const t = texts.get(lang) ?? texts.get('en')!;
    const waiting = /^[A-Za-z0-9_]{1,200}$/.test(secret) && (await sandbox.isWaiting(secret));
    const body = waiting
      ? `<h1 style="font-size:20px">${escapeHtml(t.sandbox_3ds_title)}</h1>
<p>${escapeHtml(t.sandbox_3ds_text)}</p>
<p><button type="button" data-outcome="succeed" style="padding:10px 16px;margin:4px">${escapeHtml(t.sandbox_3ds_complete)}</button>
<button type="button" data-outcome="fail" style="padding:10px 16px;margin:4px">${escapeHtml(t.sandbox_3ds_fail)}</button></p>
<p id="pixloom-3ds-done" hidden>${escapeHtml(t.sandbox_3ds_done)}</p>`
      : `<p>${escapeHtml(t.sandbox_3ds_unknown)}</p>`;
    const html = `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(t.sandbox_3ds_title)}</title></head>
<body style="font-family:system-ui,sans-serif;padding:24px;text-align:center">
<div id="pixloom-3ds" data-secret="${escapeHtml(secret)}">
${body}
</div>
${waiting ? '<script src="/sandbox/payments/page.js"></script>' : ''}
</body>
</html>
`;
    // The payment modal shows this page in a frame of the app: framing by the same origin is allowed here.
    const csp = String(reply.getHeader('content-security-policy') ?? '').replace("frame-ancestors 'none'", "frame-ancestors 'self'");
    if (csp) reply.header('content-security-policy', csp);
    return reply
      .code(waiting ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .send(html);
  });

  app.post('/sandbox/payments/:secret/confirm', async (request, reply) => {
    if (!csrfOk(request)) return fail(reply, 403, 'invalid_token', 'The CSRF token is missing or does not match.');
    const secret = (request.params as { secret: string }).secret;
    const outcome = param(request, 'outcome');
    if (outcome !== 'succeed' && outcome !== 'fail') return fail(reply, 400, 'invalid_outcome', 'outcome is succeed or fail.');
    if (!(await sandbox.completeAuthentication(secret, outcome))) return fail(reply, 404, 'unknown_payment', 'No payment is waiting for this authentication.');
    return reply.header('cache-control', 'no-store').send({ data: { outcome } });
  });

  app.post('/sandbox/clock/advance', async (request, reply) => {
    if (!csrfOk(request)) return fail(reply, 403, 'invalid_token', 'The CSRF token is missing or does not match.');
    const days = Number(param(request, 'days'));
    if (!Number.isFinite(days) || days <= 0 || days > 3660) return fail(reply, 400, 'invalid_days', 'days is a number of days from 0 to 3660.');
    const now = await services.billing.advance(days);
    const result = await runRenewals(services);
    return reply.header('cache-control', 'no-store').send({ data: { now: Math.floor(now / 1000), renewed: result.renewed, failed: result.failed, ended: result.ended } });
  });
}
