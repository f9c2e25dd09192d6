// Cross-user access: for every api/ call that takes an id (found in the call registry's input schemas, so a
// new call is covered automatically), another signed-in user sends the owner's ids. The owner's rows stay
// exactly as they were, and nothing private of the owner (private photo title, project and folder names,
// email) comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, testDatabases, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { dataTables, tableColumns } from '../../support/rowCounts';
import { buildRegistry } from '../../../server/calls';
import { encodeBa } from '../../../src/lib/shared/validators';
import { insertPhoto, makeImage } from '../photos/helpers';
import { photoDocument, save, sha256, uploadAsset } from '../projects/helpers';

/** A field that names a thing by id (or key, or nick). */
const ID_FIELD = /(^id$|Ids?$|_id$|key$|Key$|^projects?$|^template$|^folder$|nick$|^payment_intent$)/;
/** Id-like fields that name no one's thing: a user's own external account, or a mailed key that is not per-thing. */
const NOT_AN_OWNED_ID = new Set(['auth/sn-login user_id', 'auth/reset-pass qKey', 'auth/reset-pass validateKey', 'auth/close-account closeKey', 'auth/close-account-key-control closeKey']);

/** Plausible values for the other fields, so a call gets as far as its ownership check. */
const PLAUSIBLE: Record<string, string> = {
  title: 'Renamed by someone else',
  tags: 'x',
  isPublic: '1',
  filename: encodeBa('Taken over'),
  name: encodeBa('Taken over'),
  is_delete_projects: '1',
  revision: '0',
  type: 'photo',
  start: '0',
  end: '10',
  all: '1',
  keyword: '',
  mode: 'photo',
  // transaction/ calls: a card that would pay, so the call reaches its check of the owner's payment.
  stripeToken: 'tok_visa',
  holdername: 'Bob Holder',
  price: 'us_month',
  // Alice's App Store subscription (the store calls, server/billing/store/SANDBOX.md).
  originalTransaction: '2000000000000001',
  // print/order: a complete order, so the call reaches its check of whose picture it is.
  product: 'photo_print',
  size: '4x6',
  quantity: '1',
  line1: '1 Main Street',
  city: 'Portland',
  postal_code: '97201',
  country: 'US',
};

describe.each(testDatabases)('another user\'s ids on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  const secrets = ['ALICE_PRIVATE_PHOTO', 'ALICE_SECRET_PROJECT', 'ALICE_SECRET_FOLDER'];
  const ids = new Map<string, string[]>();

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await createTestUser(server, { nick: 'alice_idor' });
    bob = await createTestUser(server, { nick: 'bob_idor' });
    const privatePhoto = await insertPhoto(server, alice.id, { title: 'ALICE_PRIVATE_PHOTO', isPublic: false });
    const publicPhoto = await insertPhoto(server, alice.id, { title: 'alice public', isPublic: true });
    const folder = await alice.client.call<{ folderId: number }>('photo/projects/folder/add', { name: encodeBa('ALICE_SECRET_FOLDER') });
    const image = await makeImage('png', 64, 48);
    const key = await uploadAsset(server, alice.client, image);
    const saved = await save(alice.client, { name: 'ALICE_SECRET_PROJECT', document: photoDocument('img_1'), baseRevision: 0, assets: { img_1: { hash: sha256(image), key } } });
    const projectId = String((saved.body.data as { id?: string | number } | undefined)?.id ?? '');
    expect(projectId).not.toBe('');
    await alice.client.call('photo/projects/set-folder', { folder: String(folder.body.data?.folderId), projects: projectId });
    const pending = await alice.client.call<{ key: string }>('direct-upload', { bucket: 'photos', content_type: 'image/png' });
    const printPicture = await alice.client.call<{ key: string }>('direct-upload', { bucket: 'print', content_type: 'image/jpeg' });
    const session = await server.services.db.selectFrom('sessions').select('device_key').where('user_id', '=', alice.id).executeTakeFirstOrThrow();
    // A payment of Alice's waiting on its second call after a passed 3-D Secure check (transaction/create-customer).
    const threeDs = await alice.client.call<{ payment_intent: string; client_secret: string }>('transaction/create-customer', { stripeToken: 'pm_card_threeDSecure2Required', holdername: 'Alice Holder', price: 'us_month' });
    const intent = threeDs.body.data?.payment_intent ?? '';
    expect(intent).not.toBe('');
    const confirmed = await alice.client.request({
      method: 'POST',
      url: `/sandbox/payments/${threeDs.body.data?.client_secret}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': await alice.client.csrf() },
      payload: 'outcome=succeed',
    });
    expect(confirmed.statusCode).toBe(200);
    const purchase = await alice.client.call('transaction/app-store-verify-purchase', { productId: 'com.pixloom.plus.yearly', originalTransaction: '2000000000000001', distinct_id: 'alice-device' });
    expect(purchase.status).toBe(200);
    const photoIds = [String(privatePhoto), String(publicPhoto)];
    const folderId = String(folder.body.data?.folderId);
    for (const [field, values] of Object.entries({
      imgId: photoIds,
      img_key: photoIds,
      imgIds: [photoIds.join(','), ...photoIds],
      id: [projectId],
      project: [projectId],
      projects: [projectId],
      template: [projectId],
      folder: [folderId],
      device_key: [session.device_key],
      key: [pending.body.data?.key ?? ''],
      image_key: [printPicture.body.data?.key ?? ''],
      user_nick: ['alice_idor'],
      payment_intent: [intent],
      productId: ['com.pixloom.plus.yearly'],
      transactionId: ['2000000000000011'],
      distinct_id: ['alice-device'],
      // Drive ids name files in a user's own drive, reached only with that user's token (no drive is set up
      // here: the calls refuse before any id is used; tests/server/imports/drive.test.ts sends Ada's drive ids as Bob).
      file_id: ['1AliceDriveFile_x'],
      folder_id: ['1AliceDriveFolder_x'],
      // A social-network album id names an album in the user's own Facebook account, reached only with that
      // user's token (tests/server/imports/photoImports.test.ts sends one user's picking session as another).
      album_id: ['10000001'],
    })) ids.set(field, values);
    secrets.push(alice.email);
  });
  afterAll(async () => server.close());

  let ownedTables: [string, string][] | undefined;

  /** Every row of the owner, in every table that has one: what another user's call must leave alone. */
  async function ownerRows(): Promise<string> {
    const { db } = server.services;
    if (!ownedTables) {
      const names = new Set(await dataTables(server));
      const tables = [...(await tableColumns(server))].filter(([name]) => names.has(name));
      ownedTables = tables.flatMap(([name, columns]): [string, string][] => (columns.includes('user_id') ? [[name, 'user_id']] : name === 'users' ? [[name, 'id']] : []));
    }
    const out: Record<string, unknown[]> = {};
    for (const [table, owner] of ownedTables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(owner)} = ${alice.id}`.execute(db);
      out[table] = rows.map((r) => JSON.stringify(r, Object.keys(r).filter((c) => c !== 'last_seen_at' && c !== 'used_at').sort())).sort();
    }
    return JSON.stringify(out);
  }

  it('finds the calls that take ids in the registry', () => {
    const calls = idCalls();
    expect(calls.map((c) => c.call)).toEqual(expect.arrayContaining(['photo/get', 'photo/projects/load', 'photo/projects/folder/update', 'auth/devices', 'photo/add']));
  });

  function idCalls(): { call: string; fields: string[]; idFields: string[]; isGet: boolean }[] {
    const registry = buildRegistry(server.services);
    return registry
      .names()
      .map((call) => {
        const shape = (registry.get(call)?.input as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
        const fields = Object.keys(shape);
        return { call, fields, idFields: fields.filter((f) => ID_FIELD.test(f) && !NOT_AN_OWNED_ID.has(`${call} ${f}`)), isGet: call.startsWith('get/') };
      })
      .filter((c) => c.idFields.length > 0);
  }

  it("leaves the owner's rows unchanged and shows nothing private, for every call and every id of the owner", async () => {
    const problems: string[] = [];
    for (const { call, fields, idFields } of idCalls()) {
      for (const field of idFields) {
        const values = ids.get(field);
        if (!values) {
          problems.push(`${call}: no owner's value for the id field "${field}" (add one to this test)`);
          continue;
        }
        for (const value of values) {
          const body: Record<string, string> = {};
          for (const f of fields) if (Object.hasOwn(PLAUSIBLE, f)) body[f] = PLAUSIBLE[f]!;
          for (const f of idFields) body[f] = ids.get(f)?.[0] ?? '';
          body[field] = value;
          const before = await ownerRows();
          const res = await bob.client.call(call, body);
          const label = `${call} ${JSON.stringify(body)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          if (res.status >= 500) problems.push(`5xx: ${label}`);
          for (const secret of secrets) if (JSON.stringify(res.body).includes(secret)) problems.push(`leaks ${secret}: ${label}`);
          if ((await ownerRows()) !== before) problems.push(`changed the owner's rows: ${label}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
