// Read calls by GET (ARCHITECTURE.md "The api/ contract"): a call that opts in with `read` is also served as
// get/<name> through the same registry entry (same schema, same handler), with a weak ETag, 304 on a match
// and Cache-Control that is public only for a visitor's answer. Explore is the one that opts in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { insertPhoto, type PhotoJson } from '../photos/helpers';
import { ApiRegistry } from '../../../server/api/registry';
import { defineCall, type CallDefinition } from '../../../server/api/types';
import { noInput } from '../../../server/api/input';
import { etagMatches } from '../../../server/api/readCache';

describe.each(testDatabases)('read calls by GET, with HTTP caching, on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { exploreCacheMs: 60_000 });
    owner = await createTestUser(server, { nick: 'reader' });
    for (let i = 0; i < 4; i++) await insertPhoto(server, owner.id, { title: `Lighthouse ${i} #coast`, isPublic: true, createdAt: 1_700_000_000_000 + i });
  });
  afterAll(() => server.close());

  /** A visitor's browser after its first page: it has the csrftoken cookie. */
  async function visitor(): Promise<TestClient> {
    const client = new TestClient(server);
    await client.csrf();
    return client;
  }

  it('answers get/photo/explore exactly as the photo/explore call, with a weak ETag and public caching', async () => {
    const client = await visitor();
    const got = await client.request({ method: 'GET', url: '/api/get/photo/explore/?start=1&end=3&keyword=coast' });
    const posted = await client.call<PhotoJson[]>('photo/explore', { start: 1, end: 3, keyword: 'coast' });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(posted.body);
    expect((got.json() as { data: PhotoJson[] }).data.map((p) => p.title)).toEqual(['Lighthouse 2 #coast', 'Lighthouse 1 #coast']);
    expect(got.headers['cache-control']).toBe('public, max-age=60');
    expect(String(got.headers.etag)).toMatch(/^W\/"[\w-]+"$/);
    expect(got.headers['set-cookie']).toBeUndefined();
    // The POST form stays uncached.
    expect(posted.response.headers['cache-control']).toBe('no-store');
    expect(posted.response.headers.etag).toBeUndefined();
  });

  it('answers a matching If-None-Match with 304 and no body, and a changed page with 200 and a new tag', async () => {
    const client = await visitor();
    const first = await client.request({ method: 'GET', url: '/api/get/photo/explore/?start=0&end=2' });
    const etag = String(first.headers.etag);
    const again = await client.request({ method: 'GET', url: '/api/get/photo/explore/?start=0&end=2', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    // A strong form of the same tag matches too (weak comparison), and so does one of a list.
    const strong = await client.request({ method: 'GET', url: '/api/get/photo/explore/?start=0&end=2', headers: { 'if-none-match': `"x", ${etag.slice(2)}` } });
    expect(strong.statusCode).toBe(304);
    // Another page has another tag: the old one gets the full answer.
    const other = await client.request({ method: 'GET', url: '/api/get/photo/explore/?start=1&end=2', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    expect((other.json() as { data: PhotoJson[] }).data).toHaveLength(1);
    // HEAD carries the headers only.
    const head = await client.request({ method: 'HEAD', url: '/api/get/photo/explore/?start=0&end=2' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe('');
  });

  it('refuses bad paging with the same 4xx code as the POST, uncached', async () => {
    const client = await visitor();
    const queries: Record<string, string>[] = [{ start: '5', end: '2' }, { start: '3', end: '3' }, { start: '-1' }, { start: 'x' }, { end: '1e3' }];
    for (const query of queries) {
      const posted = await client.call('photo/explore', query);
      const got = await client.request({ method: 'GET', url: `/api/get/photo/explore/?${new URLSearchParams(query)}` });
      expect({ query, status: got.statusCode, body: got.json() as unknown }).toEqual({ query, status: posted.status, body: posted.body });
      expect(got.statusCode).toBe(400);
      expect((got.json() as { error: { code: string } }).error.code).toBe('invalid_page_range');
      expect(got.headers['cache-control']).toBe('no-store');
      expect(got.headers.etag).toBeUndefined();
    }
    const long = await client.request({ method: 'GET', url: `/api/get/photo/explore/?keyword=${'a'.repeat(501)}` });
    expect(long.statusCode).toBe((await client.call('photo/explore', { keyword: 'a'.repeat(501) })).status);
  });

  it('keeps a signed-in viewer’s answer (their keys in it) private, keyed on the cookie', async () => {
    const got = await owner.client.request({ method: 'GET', url: '/api/get/photo/explore/?start=0&end=2' });
    expect(got.statusCode).toBe(200);
    const posted = await owner.client.call<PhotoJson[]>('photo/explore', { start: 0, end: 2 });
    expect(got.json()).toEqual(posted.body);
    expect(posted.body.data?.every((p) => typeof p.key === 'string')).toBe(true);
    expect(got.headers['cache-control']).toBe('private, no-cache');
    expect(String(got.headers.vary)).toMatch(/\bCookie\b/i);
    // The visitor's page is another answer, with another tag: a visitor's tag never revalidates the owner's.
    const seen = await (await visitor()).request({ method: 'GET', url: '/api/get/photo/explore/?start=0&end=2' });
    expect(seen.headers.etag).not.toBe(got.headers.etag);
    const revalidated = await owner.client.request({ method: 'GET', url: '/api/get/photo/explore/?start=0&end=2', headers: { 'if-none-match': String(seen.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()).toEqual(posted.body);
  });

  it('never lets a shared cache keep an answer that sets a cookie', async () => {
    const fresh = new TestClient(server);
    const got = await fresh.request({ method: 'GET', url: '/api/get/photo/explore/?start=0&end=2' });
    expect(got.statusCode).toBe(200);
    expect(String(got.headers['set-cookie'])).toContain('csrftoken=');
    expect(got.headers['cache-control']).toBe('private, max-age=60');
  });

  it('serves no GET form of a call that did not opt in, nor of a session-bound one; the POST form stays POST', async () => {
    const client = await visitor();
    for (const name of ['photo/me', 'photo/gallery', 'auth/status']) {
      const got = await owner.client.request({ method: 'GET', url: `/api/get/${name}/` });
      expect({ name, status: got.statusCode, code: (got.json() as { error: { code: string } }).error.code }).toEqual({ name, status: 404, code: 'unknown_call' });
    }
    const asGet = await client.request({ method: 'GET', url: '/api/photo/explore/?start=0&end=2' });
    expect(asGet.statusCode).toBe(405);
    expect((asGet.json() as { error: { code: string } }).error.code).toBe('method_not_allowed');
    const postToGet = await client.request({ method: 'POST', url: '/api/get/photo/explore/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'start=0' });
    expect(postToGet.statusCode).toBe(405);
  });
});

describe('the api registry and read calls', () => {
  const read = (definition: Partial<CallDefinition<unknown>>) => defineCall({ name: 'test/read', input: noInput, handler: () => 'ok', read: { maxAgeSeconds: 5 }, ...definition }) as CallDefinition<never>;

  it('finds a read call under its get/ form too, as the same definition, and lists it once', () => {
    const registry = new ApiRegistry().add(read({}));
    expect(registry.get('get/test/read')).toBe(registry.get('test/read'));
    expect(registry.isReadForm('get/test/read')).toBe(true);
    expect(registry.isReadForm('test/read')).toBe(false);
    expect(registry.names()).toEqual(['get/test/read', 'test/read']);
    expect(registry.list().map((call) => call.name)).toEqual(['test/read']);
  });

  it('refuses a read call that needs a session, or whose get/ form is taken', () => {
    expect(() => new ApiRegistry().add(read({ auth: 'user' }))).toThrow('a read call must answer visitors: test/read');
    const taken = defineCall({ name: 'get/test/read', input: noInput, handler: () => 'ok' }) as CallDefinition<never>;
    expect(() => new ApiRegistry().add(taken, read({}))).toThrow('api call registered twice: get/test/read');
    expect(() => new ApiRegistry().add(read({}), taken)).toThrow('api call registered twice: get/test/read');
  });

  it('compares If-None-Match weakly', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
