// What a load balancer and a monitor ask: /healthz, /readyz (database and storage reachable) and /metrics
// (behind METRICS_TOKEN; 404 without a token configured or with a wrong one). Also the request log: one line
// per failed or slow request, none for a fast successful one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';

describe.each(testDatabases)('health, readiness and metrics on %s', (kind) => {
  let server: TestServer;
  let bare: TestServer;
  beforeAll(async () => {
    [server, bare] = await Promise.all([startTestServer(kind, {}, { METRICS_TOKEN: 'metrics-secret-1' }), startTestServer(kind)]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), bare.close()]);
  });

  it('answers /healthz and /readyz with the checks it made', async () => {
    const client = new TestClient(server);
    expect((await client.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await client.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { database: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503) when the storage cannot be read', async () => {
    // A file where the storage folder should be: every read fails (also for root, unlike a chmod).
    const storageDir = join(bare.dataDir, 'storage');
    rmSync(storageDir, { recursive: true, force: true });
    writeFileSync(storageDir, 'not a folder');
    const ready = await new TestClient(bare).request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: { code: 'not_ready' }, checks: { database: 'ok' } });
  });

  it('serves Prometheus metrics to the token holder only', async () => {
    const client = new TestClient(server);
    await client.call('auth/status');
    expect((await client.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await client.request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-000' } })).statusCode).toBe(404);
    const metrics = await client.request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-secret-1' } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(/pixloom_http_requests_total\{method="POST",route="api\/auth\/status",status="2xx"\} [1-9]/);
    expect(metrics.body).toContain('pixloom_http_request_duration_seconds_bucket');
    expect(metrics.body).toMatch(/pixloom_jobs_pending \d/);
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('answers /metrics with 404 when no token is configured', async () => {
    const res = await new TestClient(bare).request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(res.statusCode).toBe(404);
  });
});
