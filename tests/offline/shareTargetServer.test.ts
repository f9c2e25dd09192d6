// A share that reaches the server (no service worker yet) is answered with the create route and a notice,
// in the user's language, and nothing is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../support/serverHarness';

function multipart(boundary: string): string {
  return [`--${boundary}`, 'Content-Disposition: form-data; name="image"; filename="photo.png"', 'Content-Type: image/png', '', 'not really a png', `--${boundary}--`, ''].join('\r\n');
}

describe.each(testDatabases)('POST /share-target/ on the server (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('redirects to the create route with the share notice (303)', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/share-target/', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: multipart('xyz') });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/create/?share_error=no_worker#use-shared-pwa-image');
  });

  it('uses the create route of the user’s language', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/share-target/', headers: { 'content-type': 'multipart/form-data; boundary=xyz', cookie: 'lang=fr' }, payload: multipart('xyz') });
    expect(response.headers.location).toBe('/fr/creer/?share_error=no_worker#use-shared-pwa-image');
  });

  it('answers a share without a body the same way', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/share-target/' });
    expect(response.statusCode).toBe(303);
  });
});
