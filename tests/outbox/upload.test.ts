// An upload waiting in the outbox (src/lib/outbox/upload.ts) whose storage form expired while the device was
// offline, or whose stored file the server no longer has: a new round asks for a new form under a new
// request id (the old one would be answered with the expired form again), stores the file again and
// registers it under the new key — one photo in the end. The storage here is a double answering as the
// local storage does (S3-style XML); the real server's path is in tests/server/outbox/lostReply.test.ts.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDb, type PixloomDb } from '../../src/lib/db/db';
import { drainOutbox } from '../../src/lib/outbox/drain';
import { enqueueChange, ownerEntries } from '../../src/lib/outbox/outbox';
import { sendUpload, type PostFile } from '../../src/lib/outbox/upload';

const ALICE = 'alice@example.com';

function server() {
  let nextKey = 1;
  const forms = new Map<string, { key: string; expired: boolean }>();
  const stored = new Set<string>();
  const photos = new Map<string, number>();
  const calls: string[] = [];
  const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetcher = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const id = headers['x-request-id'] ?? '';
    const body = new URLSearchParams(String(init.body));
    calls.push(`${url} ${id}`);
    if (url.includes('direct-upload')) {
      // A repeated request id is answered with the same form, as the server's idempotency does.
      let form = forms.get(id);
      if (!form) {
        form = { key: `photos/k${nextKey++}.jpg`, expired: false };
        forms.set(id, form);
      }
      return json(200, { data: { url: '/storage/upload/', inputs: { key: form.key }, key: form.key } });
    }
    const key = body.get('key') ?? '';
    if (!stored.has(key)) return json(404, { error: { code: 'upload_not_found', message: 'No such upload.' } });
    if (!photos.has(key)) photos.set(key, photos.size + 1);
    return json(200, { data: { id: photos.get(key), url: `/img/${key}`, title: body.get('title'), key: 'owner' } });
  }) as typeof fetch;
  const postFile: PostFile = async (_url, form) => {
    const key = String(form.get('key'));
    const expired = [...forms.values()].find((f) => f.key === key)?.expired;
    calls.push(`storage ${key}`);
    if (expired) return { status: 403, text: '<Error><Code>UploadExpired</Code><Message>The upload form has expired.</Message></Error>' };
    stored.add(key);
    return { status: 201, text: `<PostResponse><Key>${key}</Key></PostResponse>` };
  };
  return { fetcher, postFile, forms, stored, photos, calls };
}

describe('an upload kept on the device', () => {
  let database: PixloomDb;
  beforeEach(async () => {
    database = openDb(`upload-${crypto.randomUUID()}`);
    await database.open();
  });

  async function keep(): Promise<string> {
    const id = crypto.randomUUID();
    await database.uploadFiles.put({ id, owner: ALICE, name: 'a.jpg', type: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]).buffer, createdAt: Date.now() });
    await enqueueChange(database, {
      owner: ALICE,
      call: 'photo/add',
      payload: { title: 'Harbour' },
      requestId: id,
      label: { key: 'offline_change_photo_upload', params: { title: 'Harbour' } },
      upload: { fileId: id, filename: 'a.jpg', contentType: 'image/jpeg', size: 3, round: 1 },
    });
    return id;
  }

  it('asks for a new form under a new request id when the one it had expired, and registers one photo', async () => {
    const id = await keep();
    const net = server();
    // The form was fetched before the device went offline, and expired while it was.
    const [entry] = await ownerEntries(database, ALICE);
    await database.outbox.update(entry!.seq!, { upload: { ...entry!.upload!, form: { url: '/storage/upload/', inputs: { key: 'photos/old.jpg' }, key: 'photos/old.jpg', expiresAt: Date.now() + 60_000 } } });
    net.forms.set(`${id}-f1`, { key: 'photos/old.jpg', expired: true });

    const drain = () => drainOutbox({ db: database, owner: ALICE, send: (e) => sendUpload(e, { db: database, csrf: 't', fetcher: net.fetcher, postFile: net.postFile }) });
    expect(await drain()).toBe('drained');
    expect(net.calls).toEqual(['storage photos/old.jpg', `/api/direct-upload/ ${id}-f2`, 'storage photos/k1.jpg', `/api/photo/add/ ${id}-a2`]);
    expect([...net.photos.keys()]).toEqual(['photos/k1.jpg']);
    expect(await ownerEntries(database, ALICE)).toEqual([]);
    expect(await database.uploadFiles.count()).toBe(0);
  });

  it('stores the file again when the server no longer has an upload it never registered', async () => {
    const id = await keep();
    const net = server();
    const drain = () => drainOutbox({ db: database, owner: ALICE, send: (e) => sendUpload(e, { db: database, csrf: 't', fetcher: net.fetcher, postFile: net.postFile }) });
    // Stored, then pruned by the server before the registration went (a day offline between the two).
    const [entry] = await ownerEntries(database, ALICE);
    await database.outbox.update(entry!.seq!, { upload: { ...entry!.upload!, form: { url: '/storage/upload/', inputs: { key: 'photos/gone.jpg' }, key: 'photos/gone.jpg', expiresAt: 0 }, stored: true } });
    expect(await drain()).toBe('drained');
    expect(net.calls).toEqual([`/api/photo/add/ ${id}`, `/api/direct-upload/ ${id}-f2`, 'storage photos/k1.jpg', `/api/photo/add/ ${id}-a2`]);
    expect(net.photos.size).toBe(1);
    expect(await database.uploadFiles.count()).toBe(0);
  });
});
