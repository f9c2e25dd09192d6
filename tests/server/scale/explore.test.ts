// Explore from the per-instance index (EXPLORE_CACHE_MS on): concurrent requests share one query, a change
// on this instance shows at once. Its GET form and HTTP caching: tests/server/api/readCalls.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { insertPhoto, type PhotoJson } from '../photos/helpers';

describe.each(testDatabases)('Explore index and visitor caching on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let ids: number[];

  beforeAll(async () => {
    server = await startTestServer(kind, { exploreCacheMs: 60_000 });
    owner = await createTestUser(server, { nick: 'lenser' });
    ids = [];
    for (let i = 0; i < 5; i++) ids.push(await insertPhoto(server, owner.id, { title: `Harbour ${i} #sea`, isPublic: true, createdAt: 1_700_000_000_000 + i }));
  });
  afterAll(() => server.close());

  it('serves pages in Explore order; the owner sees their keys, a visitor does not', async () => {
    const visitor = new TestClient(server);
    const page = await visitor.call<PhotoJson[]>('photo/explore', { start: 1, end: 3 });
    expect(page.body.data?.map((p) => p.title)).toEqual(['Harbour 3 #sea', 'Harbour 2 #sea']);
    expect(page.body.data?.every((p) => p.key === undefined)).toBe(true);
    const own = await owner.client.call<PhotoJson[]>('photo/explore', { start: 1, end: 3 });
    expect(own.body.data?.map((p) => typeof p.key)).toEqual(['string', 'string']);
  });

  it('shows a change made on this instance at once, despite the cached page', async () => {
    const visitor = new TestClient(server);
    expect((await visitor.call<PhotoJson[]>('photo/explore', { keyword: 'sea' })).body.data).toHaveLength(5);
    // Rows changed behind the app's back stay cached until the entry runs out…
    await server.services.db.updateTable('photos').set({ is_public: 0 }).where('id', '=', ids[0]!).execute();
    expect((await visitor.call<PhotoJson[]>('photo/explore', { keyword: 'sea' })).body.data).toHaveLength(5);
    // …but the app's own calls clear it: making a photo private through the api shows at once.
    const top = (await owner.client.call<PhotoJson[]>('photo/explore', { keyword: 'sea' })).body.data![0]!;
    const res = await owner.client.call('photo/update-image-info', { imgId: `${top.id}-${top.key}`, isPublic: '0' });
    expect(res.status).toBe(200);
    const after = await visitor.call<PhotoJson[]>('photo/explore', { keyword: 'sea' });
    expect(after.body.data?.map((p) => p.title)).toEqual(['Harbour 3 #sea', 'Harbour 2 #sea', 'Harbour 1 #sea']);
  });

  it('answers concurrent requests for one page with one query', async () => {
    const visitor = new TestClient(server);
    let queries = 0;
    const original = server.services.db.selectFrom.bind(server.services.db);
    const spy = ((...args: Parameters<typeof original>) => {
      queries += 1;
      return original(...args);
    }) as typeof original;
    server.services.db.selectFrom = spy;
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => visitor.call<PhotoJson[]>('photo/explore', { start: 0, end: 2, keyword: 'harbour' })));
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
      expect(queries).toBe(1);
    } finally {
      server.services.db.selectFrom = original;
    }
  });
});
