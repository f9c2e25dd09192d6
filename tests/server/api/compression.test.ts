// The api's answers are compressed where the dispatcher sends them (server/http/compressAnswer.ts), not by
// @fastify/compress's hooks: from 1 KB up, in the encoding the browser prefers of br, gzip and deflate, with
// Vary: Accept-Encoding; short answers and browsers that accept none of them get the plain JSON.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser } from '../../support/users';
import { insertPhoto } from '../photos/helpers';
import { HEADER } from '../../../src/lib/shared/api';

describe('compressed api answers', () => {
  let server: TestServer;
  let client: TestClient;
  /** Explore's first page of twelve photos: well over 1 KB of JSON. */
  const EXPLORE = '/api/get/photo/explore/?start=0&end=12';

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const owner = await createTestUser(server, { nick: 'squeezer' });
    for (let i = 0; i < 12; i++) await insertPhoto(server, owner.id, { title: `Harbour at dawn ${i} #sea`, isPublic: true, createdAt: 1_700_000_000_000 + i });
    client = new TestClient(server);
    await client.csrf();
  });
  afterAll(() => server.close());

  const form = async (encoding: string) => ({ 'content-type': 'application/x-www-form-urlencoded', [HEADER.csrf]: await client.csrf(), 'accept-encoding': encoding });
  const get = (encoding?: string) => client.request({ method: 'GET', url: EXPLORE, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('sends a large answer in the encoding the browser accepts, decoding to the same JSON', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    const json = plain.json() as { data: { title: string }[] };
    expect(json.data).toHaveLength(12);

    const decoders = new Map([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['deflate', inflateSync],
    ]);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['deflate', 'deflate'],
      ['x-gzip', 'gzip'],
    ] as const) {
      const answer = await get(accept);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const decoded = decoders.get(expected)!(answer.rawPayload);
      expect(answer.rawPayload.length).toBeLessThan(decoded.length);
      expect(JSON.parse(decoded.toString('utf8'))).toEqual(json);
      // The ETag names the answer, whatever its encoding: a browser's cached copy is still recognised.
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('sends a large answer plain to a browser that accepts none of the encodings', async () => {
    const answer = await get('identity, zstd');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect((answer.json() as { data: unknown[] }).data).toHaveLength(12);
  });

  it('sends a short answer plain, without Vary, whatever the browser accepts', async () => {
    const status = await client.request({ method: 'POST', url: '/api/auth/status/', headers: await form('br, gzip') });
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(status.headers.vary).toBeUndefined();
    expect(status.json()).toEqual({ data: { email: null } });
  });

  it('compresses a POST answer and an error answer the same way as a read', async () => {
    const posted = await client.request({ method: 'POST', url: '/api/photo/explore/', headers: await form('gzip'), payload: 'start=0&end=12' });
    expect(posted.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(posted.rawPayload).toString('utf8')).data).toHaveLength(12);
    const refused = await client.request({ method: 'POST', url: '/api/photo/explore/', headers: await form('gzip'), payload: 'start=x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect((refused.json() as { error: { code: string } }).error.code).toBeTruthy();
  });
});
