// A design's uploaded fonts travel with its project as `font-<hash>` assets, next to its images: the
// `projects` bucket takes woff2/woff/ttf/otf checked by magic bytes, and a save claims them like images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, testDatabases, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { directUpload, filesUnder, postForm } from '../photos/helpers';
import { makeImage, photoDocument, save, sha256, uploadAsset } from './helpers';

const WOFF2 = readFileSync(join(process.cwd(), 'node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2'));
const FAKE = Buffer.concat([Buffer.from('wOF3'), Buffer.alloc(200, 7)]);
const fontId = (data: Buffer) => `font-${sha256(data).slice(0, 16)}`;

describe.each(testDatabases)('project font assets on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await createTestUser(server, { nick: 'alice' });
  });
  afterAll(async () => server.close());

  const storedFiles = () => filesUnder(join(server.dataDir, 'storage'));
  const load = (id: string) => alice.client.call<{ assets: Record<string, { hash: string; url: string; type: string; bytes: number }> }>('photo/projects/load', { id });
  const assetRows = () => server.services.db.selectFrom('project_assets').selectAll().where('user_id', '=', alice.id).execute();

  it('saves a woff2 font with the design, loads it back and serves it to the owner', async () => {
    const png = await makeImage('png', 16, 16);
    const imageKey = await uploadAsset(server, alice.client, png);
    const fontKey = await uploadAsset(server, alice.client, WOFF2, 'font/woff2');
    const id = randomUUID();
    const res = await save(alice.client, { id, document: photoDocument(), baseRevision: 0, assets: { img_1: { hash: sha256(png), key: imageKey }, [fontId(WOFF2)]: { hash: sha256(WOFF2), key: fontKey } } });
    expect(res.status).toBe(200);
    expect((await assetRows()).find((r) => r.hash === sha256(WOFF2))).toMatchObject({ content_type: 'font/woff2', width: 0, height: 0 });

    const loaded = await load(id);
    const font = loaded.body.data?.assets[fontId(WOFF2)];
    expect(font).toMatchObject({ hash: sha256(WOFF2), type: 'font/woff2', bytes: WOFF2.length });
    const file = await alice.client.request({ method: 'GET', url: font?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('font/woff2');
    expect(Buffer.compare(file.rawPayload, WOFF2)).toBe(0);
  });

  it('names a font the server already has by its hash alone in another design', async () => {
    const png = await makeImage('png', 20, 16);
    const imageKey = await uploadAsset(server, alice.client, png);
    const id = randomUUID();
    const res = await save(alice.client, { id, document: photoDocument(), baseRevision: 0, assets: { img_1: { hash: sha256(png), key: imageKey }, [fontId(WOFF2)]: { hash: sha256(WOFF2) } } });
    expect(res.status).toBe(200);
    expect((await load(id)).body.data?.assets[fontId(WOFF2)]).toMatchObject({ type: 'font/woff2' });
  });

  it('refuses a fake font at upload with invalid_font and keeps no file', async () => {
    const before = storedFiles().length;
    const form = await directUpload(alice.client, 'font/woff2', 'fake.woff2', 'projects');
    const posted = await postForm(server, form, FAKE, 'font/woff2');
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('invalid_font');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a font whose stored bytes are not a font when the save claims it (as with S3), and writes nothing', async () => {
    const key = await uploadAsset(server, alice.client, WOFF2, 'font/woff2');
    // Bytes S3 would have taken unchecked: swap the stored file for the fake.
    const stored = storedFiles().find((f) => key.endsWith(f.split('/').pop() ?? '-'));
    expect(stored).toBeDefined();
    writeFileSync(join(server.dataDir, 'storage', stored ?? ''), FAKE);
    const png = await makeImage('png', 24, 16);
    const imageKey = await uploadAsset(server, alice.client, png);
    const id = randomUUID();
    const res = await save(alice.client, { id, document: photoDocument(), baseRevision: 0, assets: { img_1: { hash: sha256(png), key: imageKey }, [fontId(FAKE)]: { hash: sha256(FAKE), key } } });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('invalid_font');
    expect((await assetRows()).some((r) => r.hash === sha256(FAKE) || r.storage_key === key)).toBe(false);
    expect((await load(id)).body.error?.code).toBe('project_not_found');
    expect(storedFiles().some((f) => key.endsWith(f.split('/').pop() ?? '-'))).toBe(false);
  });

  it('does not take a font type the bucket does not know', async () => {
    const res = await alice.client.call('direct-upload', { bucket: 'projects', content_type: 'font/collection', filename: 'a.ttc' });
    expect(res.status).toBe(415);
    expect(res.body.error?.code).toBe('unsupported_format');
  });
});
