// The built app's files as the server serves them (server/plugins/appShell.ts): each file of the build under
// its own address with its caching rule, app routes given the app's page, and nothing else — no other
// spelling of a file's address, no way out of the build folder, no file that was not there at start.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/serverHarness';

describe('the built app’s files', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'pixloom-static-dist-'));
    mkdirSync(join(distDir, 'assets'));
    mkdirSync(join(distDir, 'fonts'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><title>Pixloom</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(distDir, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(distDir, 'fonts', 'inter.woff2'), Buffer.alloc(64, 1));
    writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    // A file the build also wrote compressed (vite.config.ts): the copies say which one was sent.
    writeFileSync(join(distDir, 'assets', 'page-def456.js'), `console.log(${JSON.stringify('y'.repeat(4000))});`);
    writeFileSync(join(distDir, 'assets', 'page-def456.js.br'), brotliCompressSync('console.log("from the .br copy")'));
    writeFileSync(join(distDir, 'assets', 'page-def456.js.gz'), gzipSync('console.log("from the .gz copy")'));
    writeFileSync(join(distDir, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {}); // .br'));
    writeFileSync(join(distDir, 'manifest.webmanifest'), '{"name":"Pixloom"}');
    writeFileSync(join(tmpdir(), 'pixloom-static-outside.txt'), 'outside');
    server = await startTestServer('sqlite', { distDir });
  });

  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(join(tmpdir(), 'pixloom-static-outside.txt'), { force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('serves a hashed asset for a year, compressed for a browser that asks, and a HEAD without its body', async () => {
    const plain = await get('/assets/main-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body).toContain('console.log');
    const compressed = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const head = await server.app.inject({ method: 'HEAD', url: '/assets/main-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('sends the copy the build compressed, as the file it stands for, and never the copy under its own address', async () => {
    const br = await get('/assets/page-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("from the .br copy")');
    const gzip = await get('/assets/page-def456.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("from the .gz copy")');
    const plain = await get('/assets/page-def456.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('yyyy');
    // The worker's compressed copy keeps the worker's caching rule (checked again each time).
    const worker = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    for (const url of ['/assets/page-def456.js.br', '/assets/page-def456.js.gz', '/sw.js.br']) {
      expect((await get(url, { accept: '*/*' })).statusCode, url).toBe(404);
    }
  });

  it('serves the worker and the manifest to be checked again each time, other files for an hour', async () => {
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await get('/fonts/inter.woff2')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers an app route with the app’s page and an unknown file with a 404', async () => {
    const page = await get('/dashboard/', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await get('/assets/missing-000.js', { accept: '*/*' })).statusCode).toBe(404);
  });

  it('serves nothing under another spelling of an address or outside the build folder', async () => {
    for (const url of ['/ASSETS/main-abc123.js', '/assets/MAIN-ABC123.JS', '/assets/../index.html', '/assets/%2e%2e/index.html', '/..%2fpixloom-static-outside.txt', '/%2e%2e/pixloom-static-outside.txt', '/assets/', '/fonts/']) {
      const answer = await get(url, { accept: '*/*' });
      expect(answer.body, url).not.toContain('console.log');
      expect(answer.body, url).not.toContain('outside');
      expect([200, 301, 302, 400, 403, 404], url).toContain(answer.statusCode);
    }
  });

  it('does not serve a file that appeared in the build folder after the start', async () => {
    writeFileSync(join(distDir, 'assets', 'late-999.js'), 'console.log("late")');
    const answer = await get('/assets/late-999.js', { accept: '*/*' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('late');
  });
});
