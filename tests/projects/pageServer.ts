// The page's network, wired to a real server: every fetch the request layer makes goes to the test server
// through app.inject, with a cookie jar like a browser's (the csrftoken cookie is also visible to scripts,
// so the request layer sends it back as the header). Going offline makes fetch fail as a browser's does.
import { vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { TestServer } from '../support/serverHarness';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/lib/shared/api';
import { currentUser, type User } from '../../src/lib/user';

export interface PageNetwork {
  /** Calls made, in order: `POST /api/photo/projects/save/`. */
  calls: string[];
  offline: boolean;
  /** Runs before a call reaches the server (to act while a request is on its way). */
  beforeCall: ((call: string) => Promise<void>) | null;
  /** Calls whose answer is lost after the server handled them (the page closed or reloaded meanwhile): fetch fails. */
  loseAnswerOf: Set<string>;
  signIn(sessionToken: string, email: string): void;
  signOut(): void;
}

async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const boundary = `----pixloompage${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const filename = (value as File).name || name;
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`));
      chunks.push(Buffer.from(await value.arrayBuffer()), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...headers };
}

export function connectPage(server: TestServer): PageNetwork {
  const jar = new Map<string, string>();
  const network: PageNetwork = {
    calls: [],
    offline: false,
    beforeCall: null,
    loseAnswerOf: new Set(),
    signIn(token, email) {
      jar.set(SESSION_COOKIE, token);
      currentUser.set({ email } as User);
    },
    signOut() {
      jar.delete(SESSION_COOKIE);
      currentUser.set(null);
    },
  };
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !network.offline });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (network.offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost:3000');
    const method = (init.method ?? 'GET').toUpperCase();
    network.calls.push(`${method} ${url.pathname}`);
    await network.beforeCall?.(`${method} ${url.pathname}`);
    const headers = headerRecord(init.headers);
    let payload: string | Buffer | undefined;
    if (typeof init.body === 'string') payload = init.body;
    else if (init.body instanceof FormData) {
      const encoded = await multipart(init.body);
      payload = encoded.body;
      headers['content-type'] = encoded.contentType;
    }
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await server.app.inject({ method: method as 'GET' | 'POST', url: url.pathname + url.search, headers, payload });
    if (network.loseAnswerOf.delete(`${method} ${url.pathname}`)) throw new TypeError('Failed to fetch');
    for (const c of res.cookies) {
      jar.set(c.name, c.value);
      if (c.name === CSRF_COOKIE) document.cookie = `${CSRF_COOKIE}=${c.value}; path=/`;
    }
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  });
  return network;
}
