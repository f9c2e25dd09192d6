// Print orders (issue 19 "Print"): the catalog in the user's currency, an order recorded with the server's
// price and mailed, and bad input refused with its own code, writing nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { latestMail } from '../../support/mailbox';
import { directUpload, makeImage, postForm } from '../photos/helpers';
import type { PrintCatalog, PrintOrderJson, PrintOrderSummary } from '../../../src/lib/shared/print';
import { printDataRemover } from '../../../server/print/remover';

const ADDRESS = { name: 'Ada Lovelace', line1: '12 Harbour Street', line2: 'Flat 3', city: 'Portland', region: 'OR', postal_code: '97201', country: 'US' };

describe.each(testDatabases)('print orders on %s', (kind) => {
  let server: TestServer;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ada = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => server.close());

  /** Uploads a picture to the print bucket as the browser does; returns its key. */
  async function uploadPicture(user: TestUser, width: number, height: number): Promise<string> {
    const form = await directUpload(user.client, 'image/jpeg', 'print.jpg', 'print');
    const posted = await postForm(server, form, await makeImage('jpeg', width, height), 'image/jpeg');
    expect(posted.statusCode).toBe(201);
    return form.key;
  }

  const orderCount = async () => Number((await server.services.db.selectFrom('print_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('lists products and sizes with prices in the currency of the visitor’s country', async () => {
    const visitor = new TestClient(server);
    const usd = await visitor.call<PrintCatalog>('get/print/catalog');
    expect(usd.status).toBe(200);
    expect(usd.body.data?.currency).toBe('usd');
    expect(usd.body.data?.products.map((p) => p.id)).toEqual(['photo_print', 'poster', 'canvas']);
    const poster = usd.body.data?.products.find((p) => p.id === 'poster');
    expect(poster?.sizes.map((s) => s.id)).toEqual(['12x18', '18x24', '24x36']);
    expect(poster?.sizes[0]?.unit_amount).toBe(1499);
    visitor.cookies.set('ui_country', 'DE');
    const eur = await visitor.call<PrintCatalog>('get/print/catalog');
    expect(eur.body.data?.currency).toBe('eur');
  });

  it('records an order at the server’s price (a price sent by the page is ignored) and mails a confirmation', async () => {
    const key = await uploadPicture(ada, 1800, 1200);
    const res = await ada.client.call<PrintOrderJson>('print/order', { product: 'photo_print', size: '4x6', quantity: 3, image_key: key, ...ADDRESS, unit_amount: 1, total_amount: 1, currency: 'jpy' });
    expect(res.status).toBe(200);
    const order = res.body.data!;
    expect(order).toMatchObject({ product: 'photo_print', size: '4x6', quantity: 3, currency: 'usd', unit_amount: 49, shipping_amount: 599, total_amount: 3 * 49 + 599, status: 'received', dpi: 300, email: ada.email });
    expect(order.address).toEqual(ADDRESS);
    const row = await server.services.db.selectFrom('print_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: ada.id, image_key: key, image_width: 1800, image_height: 1200, total_amount: 746, provider: 'sandbox', ship_postal_code: '97201' });
    expect(row.provider_ref).toMatch(/^sbx_/);
    // The picture stays with the order: no longer an unclaimed upload that the pruning would delete.
    expect(await server.services.db.selectFrom('storage_uploads').select('storage_key').where('storage_key', '=', key).executeTakeFirst()).toBeUndefined();
    expect(await server.services.storage.get(key)).not.toBeNull();

    const mail = await vi.waitFor(() => {
      const found = latestMail(server.dataDir, ada.email, 'print_order');
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(mail.subject).toContain(order.id.slice(0, 8).toUpperCase());
    expect(mail.text).toContain('$7.46');
    expect(mail.text).toContain('12 Harbour Street');
  });

  it('tells the resolution the picture has at the chosen size', async () => {
    const key = await uploadPicture(ada, 600, 400);
    const res = await ada.client.call<PrintOrderJson>('print/order', { product: 'poster', size: '24x36', quantity: 1, image_key: key, ...ADDRESS });
    expect(res.status).toBe(200);
    expect(res.body.data?.dpi).toBe(16);
  });

  it.each([
    [{ product: 'mug' }, 'invalid_product'],
    [{ size: '100x200' }, 'invalid_size'],
    [{ size: '4x6', product: 'poster' }, 'invalid_size'],
    [{ quantity: '0' }, 'invalid_quantity'],
    [{ quantity: '51' }, 'invalid_quantity'],
    [{ quantity: '2.5' }, 'invalid_quantity'],
    [{ name: '  ' }, 'name_empty'],
    [{ line1: '' }, 'line1_empty'],
    [{ city: '' }, 'city_empty'],
    [{ postal_code: '' }, 'postal_code_empty'],
    [{ postal_code: 'ABCDE' }, 'invalid_postal_code'],
    [{ country: 'XX' }, 'invalid_country'],
    [{ country: 'constructor' }, 'invalid_country'],
    [{ image_key: 'print/00/nothing.jpg' }, 'print_image_missing'],
  ])('refuses %o with %s and records nothing', async (change, code) => {
    const key = await uploadPicture(ada, 1200, 1800);
    const before = await orderCount();
    const res = await ada.client.call('print/order', { product: 'photo_print', size: '5x7', quantity: 1, image_key: key, ...ADDRESS, ...change });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error?.code).toBe(code);
    expect(await orderCount()).toBe(before);
  });

  it('refuses another user’s picture and a visitor', async () => {
    const key = await uploadPicture(ada, 1200, 1800);
    const other = await bob.client.call('print/order', { product: 'photo_print', size: '5x7', quantity: 1, image_key: key, ...ADDRESS });
    expect(other.status).toBe(404);
    expect(other.body.error?.code).toBe('print_image_missing');
    const visitor = await new TestClient(server).call('print/order', { product: 'photo_print', size: '5x7', quantity: 1, image_key: key, ...ADDRESS });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error?.code).toBe('not_logged_in');
  });

  it('deletes the pictures of a closing account’s orders (its remover)', async () => {
    const carol = await createTestUser(server);
    const key = await uploadPicture(carol, 1200, 1800);
    const res = await carol.client.call<PrintOrderJson>('print/order', { product: 'photo_print', size: '5x7', quantity: 1, image_key: key, ...ADDRESS });
    expect(res.status).toBe(200);
    expect(await server.services.storage.get(key)).not.toBeNull();
    await printDataRemover(server.services).remove(carol.id);
    expect(await server.services.storage.get(key)).toBeNull();
    // Another user's order keeps its picture.
    const ada1 = await server.services.db.selectFrom('print_orders').select('image_key').where('user_id', '=', ada.id).executeTakeFirstOrThrow();
    expect(await server.services.storage.get(ada1.image_key)).not.toBeNull();
  });

  it('prices in the currency of the user’s country', async () => {
    const key = await uploadPicture(bob, 3000, 2000);
    bob.client.cookies.set('ui_country', 'FR');
    const res = await bob.client.call<PrintOrderJson>('print/order', { product: 'canvas', size: '8x10', quantity: 1, image_key: key, ...ADDRESS, country: 'FR', postal_code: '75011', region: '' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'eur', unit_amount: 2899, shipping_amount: 599 });
  });

  it('lists a user’s own orders, newest first, and never another user’s', async () => {
    const dana = await createTestUser(server);
    const erin = await createTestUser(server);
    const first = await dana.client.call<PrintOrderJson>('print/order', { product: 'photo_print', size: '4x6', quantity: 2, image_key: await uploadPicture(dana, 1800, 1200), ...ADDRESS });
    const second = await dana.client.call<PrintOrderJson>('print/order', { product: 'poster', size: '12x18', quantity: 1, image_key: await uploadPicture(dana, 5400, 3600), ...ADDRESS });
    await erin.client.call<PrintOrderJson>('print/order', { product: 'canvas', size: '8x10', quantity: 1, image_key: await uploadPicture(erin, 3000, 2400), ...ADDRESS });

    const mine = await dana.client.call<PrintOrderSummary[]>('print/orders');
    expect(mine.status).toBe(200);
    expect(mine.body.data?.map((o) => o.id)).toEqual([second.body.data?.id, first.body.data?.id]);
    expect(mine.body.data?.[1]).toEqual({
      id: first.body.data?.id,
      number: first.body.data?.id.slice(0, 8).toUpperCase(),
      status: 'received',
      product: 'photo_print',
      size: '4x6',
      quantity: 2,
      currency: 'usd',
      total_amount: 2 * 49 + 599,
      created_at: first.body.data?.created_at,
    });
    // No address, email or picture in the list; Erin sees only her canvas; a visitor is refused.
    expect(Object.keys(mine.body.data?.[0] ?? {})).not.toContain('email');
    const theirs = await erin.client.call<PrintOrderSummary[]>('print/orders');
    expect(theirs.body.data?.map((o) => o.product)).toEqual(['canvas']);
    const none = await (await createTestUser(server)).client.call<PrintOrderSummary[]>('print/orders');
    expect(none.body.data).toEqual([]);
    const visitor = await new TestClient(server).call('print/orders');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error?.code).toBe('not_logged_in');
    // Three users, four uploads and three orders: slow on a loaded machine.
  }, 60_000);
});
