import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { buildApp } from '../../../server/app';
import { encodeBa } from '../../../src/lib/shared/validators';
import { DEMO_USERS } from '../../../server/seed/demoPhotos';
import type { PhotoJson } from './helpers';

describe.each(testDatabases)('demo content on %s', (kind) => {
  let server: TestServer;
  let visitor: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    visitor = new TestClient(server);
  });
  afterAll(async () => server.close());

  it('fills Explore with the demo users’ public photos, titled and tagged', async () => {
    const res = await visitor.call<PhotoJson[]>('photo/explore', { start: 0, end: 100 });
    expect(res.body.data?.map((p) => p.nick).sort()).toEqual(['anna', 'anna', 'anna', 'demo', 'demo', 'kenji', 'kenji', 'kenji']);
    expect(res.body.data?.every((p) => p.title.includes('#') && p.tags.length > 0)).toBe(true);
    const space = await visitor.call<PhotoJson[]>('photo/explore', { keyword: '#space' });
    expect(space.body.data?.map((p) => p.title).sort()).toEqual(['Eileen Collins, astronaut #space #portrait', 'Hubble deep field #space #galaxies', 'Liftoff #space #rocket']);
  });

  it('gives each demo user a public gallery whose images load', async () => {
    const res = await visitor.call<PhotoJson[]>('photo/gallery', { user_nick: 'anna' });
    expect(res.body.data?.map((p) => p.title)).toEqual(['Morning coffee #food #cozy', 'Chelsea the cat #cat #pets', 'Horse silhouette #horse #minimal']);
    const image = await visitor.request({ method: 'GET', url: `${res.body.data?.[1]?.url}?width=200&height=200&fit=crop`, headers: { accept: 'image/*' } });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(200);
  });

  it('lets a visitor sign in as a demo user with the documented password and see the private photo too', async () => {
    const demo = DEMO_USERS[0];
    const client = new TestClient(server);
    const login = await client.call('auth/login', { userEmail: demo?.email ?? '', userPassBa: encodeBa(demo?.password ?? '') });
    expect(login.status).toBe(200);
    const mine = await client.call<PhotoJson[]>('photo/me', { type: 'private' });
    expect(mine.body.data?.map((p) => p.title)).toEqual(['Old brick wall #texture']);
    const verified = await server.services.db.selectFrom('users').select('mail_verified').where('email', '=', demo?.email ?? '').executeTakeFirst();
    expect(verified?.mail_verified).toBe(1);
  });

  it('seeds nothing again on the next start', async () => {
    const again = await buildApp({
      env: { APP_ENV: 'test', CAPTCHA: 'off', LOG_LEVEL: 'silent' },
      config: { dataDir: server.dataDir, databaseUrl: server.services.config.databaseUrl, distDir: server.services.config.distDir, seedDemo: true },
      logger: false,
    });
    try {
      const users = await again.services.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(DEMO_USERS.length);
    } finally {
      await again.app.close();
    }
  });
});
