// A name the request supplies (an upload bucket, a content type, a project image id) is looked up as the
// object's own property: prototype names (`__proto__`, `constructor`…) are unknown names, answered with
// their own 4xx, and a refused call leaves no row behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { parseAssetMap } from '../../../src/lib/shared/projects';
import { appLanguageFromTag } from '../../../src/lib/shared/languages';
import { mapFrameworkError } from '../../../server/http/errors';
import { StorageError } from '../../../server/adapters/storage/errors';

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'toString', 'prototype', '__defineGetter__'];

describe.each(testDatabases)('own-property lookups on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await createTestUser(server, { nick: 'alice_own' });
  });
  afterAll(async () => server.close());

  const uploadRows = async (): Promise<number> => (await server.services.db.selectFrom('storage_uploads').select('storage_key').execute()).length;

  it.each(PROTOTYPE_NAMES)('direct-upload: bucket=%s is invalid_bucket (400) for a visitor and a user, with no row written', async (name) => {
    const before = await uploadRows();
    for (const client of [new TestClient(server), alice.client]) {
      const res = await client.call('direct-upload', { bucket: name, content_type: 'image/png' });
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('invalid_bucket');
    }
    expect(await uploadRows()).toBe(before);
  });

  it.each(PROTOTYPE_NAMES)('direct-upload: content_type=%s is unsupported_format (415), with no row written', async (name) => {
    const before = await uploadRows();
    for (const bucket of ['attachments', 'photos']) {
      const res = await alice.client.call('direct-upload', { bucket, content_type: name });
      expect(res.status).toBe(415);
      expect(res.body.error?.code).toBe('unsupported_format');
    }
    const visitor = await new TestClient(server).call('direct-upload', { bucket: 'attachments', content_type: name });
    expect(visitor.status).toBe(415);
    expect(await uploadRows()).toBe(before);
  });
});

describe('shared lookups by request-supplied names', () => {
  it('an asset map keeps prototype names as plain image ids', () => {
    const hash = 'a'.repeat(64);
    const map = parseAssetMap(`{"__proto__":{"hash":"${hash}"},"constructor":{"hash":"${hash}"}}`);
    expect(map).not.toBeNull();
    expect(Object.getPrototypeOf(map)).toBeNull();
    expect(Object.hasOwn(map ?? {}, 'constructor')).toBe(true);
    expect(Object.hasOwn(map ?? {}, '__proto__')).toBe(true);
    expect(Object.hasOwn(parseAssetMap('{}') ?? { x: 1 }, 'constructor')).toBe(false);
  });

  it('a language tag named like a prototype property is no language', () => {
    expect(appLanguageFromTag('constructor')).toBeUndefined();
    expect(appLanguageFromTag('__proto__-x')).toBeUndefined();
    expect(appLanguageFromTag('nb-NO')).toBe('no');
  });

  it('a refused storage operation keeps its own 4xx; a storage fault stays 500', () => {
    expect(mapFrameworkError(new StorageError('invalid_storage_key', 400, 'bad key'))).toMatchObject({ status: 400, code: 'invalid_storage_key' });
    expect(mapFrameworkError(new StorageError('storage_unavailable', 503, 'down'))).toMatchObject({ status: 500 });
    expect(mapFrameworkError({ code: 'constructor' })).toMatchObject({ status: 500, code: 'internal_error' });
  });
});
