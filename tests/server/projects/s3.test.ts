// Projects on S3 storage (s3rver, a real S3-compatible server on this machine): the image posted straight
// to the bucket as the page does, claimed by the save after its bytes are checked, the document and the
// thumbnail written to the bucket, all read back for the owner and gone with the project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import S3rver from 's3rver';
import { startTestServer, testDatabases, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { directUpload, makeImage } from '../photos/helpers';
import { photoDocument, saveWithThumbnail, sha256 } from './helpers';

const BUCKET = 'pixloom-projects-test';

describe.each(testDatabases)('projects on S3 storage (s3rver) on %s', (kind) => {
  let s3: S3rver;
  let s3Dir: string;
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'pixloom-s3-projects-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    server = await startTestServer(kind, { storageUrl: `s3://${BUCKET}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&prefix=site1` }, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    user = await createTestUser(server);
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('saves a project whose image went straight to the bucket, loads it back, and deletes its files', async () => {
    const image = await makeImage('png', 120, 90);
    const form = await directUpload(user.client, 'image/png', 'layer.png', 'projects');
    const body = new FormData();
    for (const [name, value] of Object.entries(form.inputs)) body.append(name, value);
    body.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'upload');
    expect((await fetch(form.url, { method: 'POST', body })).status).toBe(201);

    const id = randomUUID();
    // The page names the upload by the Key the bucket answered (with the installation's prefix).
    const saved = await saveWithThumbnail(user.client, { id, name: 'Cloud', document: photoDocument(), baseRevision: 0, assets: { img_1: { hash: sha256(image), key: form.inputs.key ?? '' } } }, await makeImage('png', 80, 60));
    expect(saved.body.data).toMatchObject({ id, revision: 1, filename: 'Cloud' });

    const loaded = await user.client.call<{ document: { operations: { type: string }[] }; assets: Record<string, { url: string }> }>('photo/projects/load', { id });
    expect(loaded.body.data?.document.operations[0]?.type).toBe('brightness');
    const file = await user.client.request({ method: 'GET', url: loaded.body.data?.assets.img_1?.url ?? '' });
    expect(Buffer.compare(file.rawPayload, image)).toBe(0);
    const thumb = await user.client.request({ method: 'GET', url: saved.body.data?.thumburl ?? '' });
    expect(thumb.headers['content-type']).toBe('image/webp');

    const row = await server.services.db.selectFrom('projects').select(['doc_key', 'thumb_key']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await server.services.storage.exists(row.doc_key)).toBe(true);
    await user.client.call('photo/projects/delete', { template: id });
    expect(await server.services.storage.exists(row.doc_key)).toBe(false);
    expect(await server.services.storage.exists(row.thumb_key ?? '')).toBe(false);
  });
});
