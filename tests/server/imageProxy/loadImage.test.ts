// The image proxy (GET api/loadImage): a signed-in user imports a public image by its link; the server never
// connects to a private, loopback or link-local address — not for the link, not after a redirect, not when
// a name resolves to one — and refuses what is not an image or is over the size limit.
//
// The tests' image server listens on 127.0.0.1, which the proxy refuses like any local address. The
// "accepted" cases run on a server built with IMAGE_PROXY_ALLOW_HOSTS=127.0.0.1:<port> (read only with
// APP_ENV=test), so only that one host:port is let through; the refusal cases run on a server without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { isPublicAddress } from '../../../server/imageProxy/addresses';

const LIMIT = 300 * 1024;

interface ImageSite {
  server: Server;
  origin: string;
  hostPort: string;
  /** Paths the site was asked for, in order. */
  hits: string[];
}

async function startImageSite(jpeg: Buffer): Promise<ImageSite> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const redirect = (to: string) => res.writeHead(302, { location: to }).end();
    if (path === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
    // A web page served as if it were an image: the bytes decide.
    if (path === '/fake.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><title>not a photo</title>');
    if (path === '/declared-big.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(LIMIT * 4) }).end();
    if (path === '/endless.jpg') {
      // No length given, and more bytes than the limit: the proxy must stop reading at the limit.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(jpeg.subarray(0, 4));
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const pump = (): void => {
        while (sent < LIMIT * 20) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => undefined);
      return pump();
    }
    if (path === '/to-loopback') return redirect('http://127.0.0.1/');
    if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
    if (path === '/to-v6-loopback') return redirect('http://[::1]/');
    if (path === '/to-photo') return redirect('/photo.jpg');
    if (path.startsWith('/loop')) return redirect(`/loop${path.length}`);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, hostPort: `127.0.0.1:${port}`, hits };
}

const load = (client: TestClient, url: string) => client.request({ method: 'GET', url: `/api/loadImage/?url=${encodeURIComponent(url)}` });
const codeOf = (res: { json(): unknown }) => (res.json() as { error?: { code?: string } }).error?.code;

describe('which addresses are public (ipaddr.js ranges)', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '0.1.2.3', '100.64.0.1', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:8.8.8.8', '64:ff9b::7f00:1', '2002:7f00:1::1', '::7f00:1', 'not-an-ip'])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(['8.8.8.8', '93.184.215.14', '2606:4700::1111', '[2001:4860:4860::8888]'])('%s is allowed', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe.each(testDatabases)('GET api/loadImage on %s', (kind) => {
  let site: ImageSite;
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer();
    site = await startImageSite(jpeg);
  });
  afterAll(() => new Promise<void>((resolve) => site.server.close(() => resolve())));

  describe('without an allow-list (every deployment)', () => {
    let server: TestServer;
    let user: TestUser;
    beforeAll(async () => {
      server = await startTestServer(kind);
      user = await createTestUser(server);
    });
    afterAll(async () => server.close());

    it.each(['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://0.0.0.0/', 'http://[::ffff:127.0.0.1]/', 'http://10.0.0.1/a.jpg', 'http://2130706433/'])('refuses %s with address_not_allowed', async (url) => {
      const res = await load(user.client, url);
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('address_not_allowed');
    });

    it('refuses a local server even while it is listening, and never reaches it', async () => {
      const before = site.hits.length;
      const res = await load(user.client, `${site.origin}/photo.jpg`);
      expect(codeOf(res)).toBe('address_not_allowed');
      expect(site.hits.length).toBe(before);
    });

    it('refuses a name that resolves to a loopback address (the resolved address is what counts)', async () => {
      const port = site.hostPort.split(':')[1];
      const res = await load(user.client, `http://localhost:${port}/photo.jpg`);
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('address_not_allowed');
    });

    it('refuses links that are not http(s) web addresses with invalid_url', async () => {
      for (const url of ['file:///etc/passwd', 'ftp://example.com/a.jpg', 'not a link', 'http://user:pass@example.com/a.jpg']) {
        const res = await load(user.client, url);
        expect(res.statusCode, url).toBe(400);
        expect(codeOf(res), url).toBe('invalid_url');
      }
      const missing = await user.client.request({ method: 'GET', url: '/api/loadImage/' });
      expect(codeOf(missing)).toBe('invalid_url');
    });

    it('answers a visitor not_logged_in', async () => {
      const res = await load(new TestClient(server), 'http://127.0.0.1/');
      expect(res.statusCode).toBe(401);
      expect(codeOf(res)).toBe('not_logged_in');
    });
  });

  describe('with the test server allowed (IMAGE_PROXY_ALLOW_HOSTS, APP_ENV=test)', () => {
    let server: TestServer;
    let user: TestUser;
    beforeAll(async () => {
      server = await startTestServer(kind, {}, { IMAGE_PROXY_ALLOW_HOSTS: site.hostPort, IMAGE_PROXY_MAX_BYTES: String(LIMIT) });
      user = await createTestUser(server);
    });
    afterAll(async () => server.close());

    it('returns a real image with its type, not kept by any cache', async () => {
      const res = await load(user.client, `${site.origin}/photo.jpg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(jpeg)).toBe(true);
    });

    it('follows a redirect to an allowed address', async () => {
      const res = await load(user.client, `${site.origin}/to-photo`);
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
    });

    it.each(['/to-loopback', '/to-metadata', '/to-v6-loopback'])('refuses a redirect from an allowed server to a local address (%s)', async (path) => {
      const res = await load(user.client, `${site.origin}${path}`);
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('address_not_allowed');
    });

    it('stops after 5 redirects with too_many_redirects', async () => {
      const res = await load(user.client, `${site.origin}/loop`);
      expect(res.statusCode).toBe(502);
      expect(codeOf(res)).toBe('too_many_redirects');
    });

    it('refuses a web page served as image/jpeg with not_an_image (the bytes decide, not the header)', async () => {
      const res = await load(user.client, `${site.origin}/fake.jpg`);
      expect(res.statusCode).toBe(415);
      expect(codeOf(res)).toBe('not_an_image');
    });

    it('refuses a file over the size limit, by its declared length and by what it sends', async () => {
      for (const path of ['/declared-big.jpg', '/endless.jpg']) {
        const res = await load(user.client, `${site.origin}${path}`);
        expect(res.statusCode, path).toBe(413);
        expect(codeOf(res), path).toBe('image_too_large');
      }
    });

    it('answers image_fetch_failed for a missing image', async () => {
      const res = await load(user.client, `${site.origin}/nothing.jpg`);
      expect(res.statusCode).toBe(502);
      expect(codeOf(res)).toBe('image_fetch_failed');
    });
  });

  describe('rate limits (RATE_LIMIT_IMAGE_PROXY_USER, RATE_LIMIT_IMAGE_PROXY_IP)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, {}, { IMAGE_PROXY_ALLOW_HOSTS: site.hostPort, RATE_LIMIT_IMAGE_PROXY_USER: '3/600', RATE_LIMIT_IMAGE_PROXY_IP: '5/600' });
    });
    afterAll(async () => server.close());

    it('refuses a user past their limit with 429 too_many_attempts and fetches nothing; another user still imports', async () => {
      const first = await createTestUser(server);
      for (let i = 0; i < 3; i++) expect((await load(first.client, `${site.origin}/photo.jpg`)).statusCode).toBe(200);
      const before = site.hits.length;
      const refused = await load(first.client, `${site.origin}/photo.jpg`);
      expect(refused.statusCode).toBe(429);
      expect(codeOf(refused)).toBe('too_many_attempts');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect((refused.json() as { error: { retry_after: number } }).error.retry_after).toBe(retryAfter);
      expect(site.hits.length).toBe(before);

      // The limit is the user's: another user (same address, under its own limit) still imports.
      const second = await createTestUser(server);
      expect((await load(second.client, `${site.origin}/photo.jpg`)).statusCode).toBe(200);
      // The address's limit counts every user behind it: 3 + 1 fetched, one more, then it is full for all.
      expect((await load(second.client, `${site.origin}/photo.jpg`)).statusCode).toBe(200);
      const full = await load(second.client, `${site.origin}/photo.jpg`);
      expect(full.statusCode).toBe(429);
      expect(codeOf(full)).toBe('too_many_attempts');
    });
  });
});
