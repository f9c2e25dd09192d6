// The store calls (subscription-navigation §7, §4 "Play Store / Apple subscription sync", §5, §8) against the
// sandbox verifiers and the test purchases of server/billing/store/SANDBOX.md: every answer and error code,
// the subscriptions and users rows a link writes, and that a refusal writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { dataTables, rowCounts } from '../../support/rowCounts';

const PKG = 'com.pixloom.app';
const DAY_S = 24 * 60 * 60;
const nowS = (): number => Math.floor(Date.now() / 1000);

type Body = Record<string, unknown>;

describe.each(testDatabases)('store calls on %s', (kind) => {
  let server: TestServer;
  let visitor: TestClient;

  const subscriptionsOf = (userId: string) => server.services.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();
  const allSubscriptions = async (on: TestServer) => (await on.services.db.selectFrom('subscriptions').select(['user_id', 'store_ref', 'status', 'updated_at']).orderBy('id').execute());
  const allUsers = (on: TestServer) => on.services.db.selectFrom('users').select(['id', 'pl', 'plan_type', 'subscription_status']).orderBy('id').execute();
  const userRow = (userId: string) => server.services.db.selectFrom('users').select(['pl', 'plan_type', 'subscription_status']).where('id', '=', userId).executeTakeFirstOrThrow();
  const newUser = () => createTestUser(server);

  /** Runs the refusals and checks the database did not move: no row added or removed, no subscription or Plus flag changed. */
  async function refusesWithoutWriting(client: TestClient, call: string, cases: [Record<string, string>, number, string][], on: TestServer = server): Promise<void> {
    const tables = await dataTables(on);
    const before = { counts: await rowCounts(on, tables), subscriptions: await allSubscriptions(on), users: await allUsers(on) };
    for (const [payload, status, code] of cases) {
      const res = await client.call(call, payload);
      expect([call, JSON.stringify(payload), res.status, res.body.error?.code]).toEqual([call, JSON.stringify(payload), status, code]);
    }
    expect({ counts: await rowCounts(on, tables), subscriptions: await allSubscriptions(on), users: await allUsers(on) }).toEqual(before);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    visitor = new TestClient(server);
  });
  afterAll(async () => server.close());

  describe('transaction/check-purchase-token', () => {
    it('answers a visitor the Play subscription and no linked user', async () => {
      const res = await visitor.call<Body>('transaction/check-purchase-token', { purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: PKG });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        user: null,
        subscription: { status: 'plus', productId: 'pixloom_plus_monthly', purchaseToken: 'gplay_sandbox_monthly_active', isAcknowledged: true, autoRenewing: true, recurring: 'month', expires_timestamp: expect.any(Number) },
      });
      const expires = (res.body.data!.subscription as Body).expires_timestamp as number;
      expect(expires).toBeGreaterThan(nowS() + 26 * DAY_S);
      expect(expires).toBeLessThan(nowS() + 28 * DAY_S);
    });

    it('tells trialing, ended and unacknowledged purchases apart', async () => {
      const status = async (token: string, sku: string) => ((await visitor.call<Body>('transaction/check-purchase-token', { purchaseToken: token, sku, package: PKG })).body.data!.subscription as Body);
      expect(await status('gplay_sandbox_trial', 'pixloom_plus_monthly')).toMatchObject({ status: 'trialing', isAcknowledged: true });
      expect(await status('gplay_sandbox_expired', 'pixloom_plus_monthly')).toMatchObject({ status: 'free', autoRenewing: false });
      expect(await status('gplay_sandbox_unacknowledged', 'pixloom_plus_monthly')).toMatchObject({ status: 'plus', isAcknowledged: false });
      expect(await status('gplay_sandbox_canceled', 'pixloom_plus_yearly')).toMatchObject({ status: 'plus', autoRenewing: false, recurring: 'year' });
    });

    it('refuses bad tokens, products and packages with their codes', async () => {
      await refusesWithoutWriting(visitor, 'transaction/check-purchase-token', [
        [{ sku: 'pixloom_plus_monthly', package: PKG }, 400, 'invalid_purchase_token'],
        [{ purchaseToken: '  ', sku: 'pixloom_plus_monthly', package: PKG }, 400, 'invalid_purchase_token'],
        [{ purchaseToken: 'gplay_nobody_knows', sku: 'pixloom_plus_monthly', package: PKG }, 404, 'invalid_purchase_token'],
        [{ purchaseToken: 'constructor', sku: 'pixloom_plus_monthly', package: PKG }, 404, 'invalid_purchase_token'],
        [{ purchaseToken: 'gplay_sandbox_monthly_active', package: PKG }, 400, 'invalid_sku'],
        [{ purchaseToken: 'gplay_sandbox_monthly_active', sku: 'coins_100', package: PKG }, 400, 'invalid_sku'],
        [{ purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_yearly', package: PKG }, 400, 'invalid_sku'],
        [{ purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly' }, 400, 'invalid_package'],
        [{ purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: 'com.other.app' }, 400, 'invalid_package'],
      ]);
    });
  });

  describe('transaction/g-play-validate', () => {
    it('refuses a visitor with not_logged_in', async () => {
      await refusesWithoutWriting(visitor, 'transaction/g-play-validate', [[{ purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: PKG }, 401, 'not_logged_in']]);
    });

    it('links an active monthly purchase: a google_play_store subscription, and the user is Plus (one transaction)', async () => {
      const ann = await newUser();
      const res = await ann.client.call<Body>('transaction/g-play-validate', { purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: PKG });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'plus', user: { email: ann.email, pl: '1', plan_type: 0, subscription_status: 'active' }, subscription: { productId: 'pixloom_plus_monthly', isAcknowledged: true } });
      expect(await userRow(ann.id)).toEqual({ pl: 1, plan_type: 0, subscription_status: 'active' });
      const rows = await subscriptionsOf(ann.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ platform: 'google_play_store', store_ref: 'gplay_sandbox_monthly_active', price_id: 'pixloom_plus_monthly', recurring: 'month', status: 'active', cancelled: 0, unit_amount: 799, currency: 'usd', delinquent: 0 });
      expect(Number(rows[0]!.current_period_end)).toBeGreaterThan(Date.now());

      // Validating again (the app syncs at each start) changes nothing but the dates: still one row.
      const again = await ann.client.call<Body>('transaction/g-play-validate', { purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: PKG });
      expect(again.status).toBe(200);
      expect(await subscriptionsOf(ann.id)).toHaveLength(1);

      // check-purchase-token now names the account: in full to its owner, masked to anyone else.
      const mine = await ann.client.call<Body>('transaction/check-purchase-token', { purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: PKG });
      expect(mine.body.data!.user).toEqual({ is_current_user: 1, email: ann.email, status: 'plus', pl: '1' });
      const theirs = await visitor.call<Body>('transaction/check-purchase-token', { purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: PKG });
      expect(theirs.body.data!.user).toEqual({ is_current_user: 0, email: `${ann.email.slice(0, 2)}***@example.com`, status: 'plus', pl: '1' });
    });

    it('refuses a purchase linked to another account with users_not_match (masked user and status)', async () => {
      const bob = await newUser();
      const before = await userRow(bob.id);
      await refusesWithoutWriting(bob.client, 'transaction/g-play-validate', [[{ purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: PKG }, 409, 'users_not_match']]);
      const res = await bob.client.call('transaction/g-play-validate', { purchaseToken: 'gplay_sandbox_monthly_active', sku: 'pixloom_plus_monthly', package: PKG });
      expect(res.body.error).toMatchObject({ code: 'users_not_match', user: expect.stringMatching(/^.{2}\*\*\*@example\.com$/), status: 'plus' });
      expect(await userRow(bob.id)).toEqual(before);
    });

    it('starts a trial as trialing, a yearly purchase as plan_type 1, and records a cancelled one as ending', async () => {
      const cy = await newUser();
      expect((await cy.client.call<Body>('transaction/g-play-validate', { purchaseToken: 'gplay_sandbox_trial', sku: 'pixloom_plus_monthly', package: PKG })).body.data).toMatchObject({ status: 'trialing', user: { pl: '1', subscription_status: 'trialing' } });
      expect(await userRow(cy.id)).toEqual({ pl: 1, plan_type: 0, subscription_status: 'trialing' });
      expect((await subscriptionsOf(cy.id))[0]).toMatchObject({ status: 'trialing', had_trial: 1, trial_end: expect.anything() });

      const di = await newUser();
      expect((await di.client.call('transaction/g-play-validate', { purchaseToken: 'gplay_sandbox_canceled', sku: 'pixloom_plus_yearly', package: PKG })).status).toBe(200);
      expect(await userRow(di.id)).toEqual({ pl: 1, plan_type: 1, subscription_status: 'active' });
      expect((await subscriptionsOf(di.id))[0]).toMatchObject({ recurring: 'year', cancelled: 1, unit_amount: 5999 });
    });

    it('acknowledges an unacknowledged purchase once it is granted', async () => {
      const ed = await newUser();
      const res = await ed.client.call<Body>('transaction/g-play-validate', { purchaseToken: 'gplay_sandbox_unacknowledged', sku: 'pixloom_plus_monthly', package: PKG });
      expect(res.body.data).toMatchObject({ status: 'plus', subscription: { isAcknowledged: true } });
      const check = await visitor.call<Body>('transaction/check-purchase-token', { purchaseToken: 'gplay_sandbox_unacknowledged', sku: 'pixloom_plus_monthly', package: PKG });
      expect(check.body.data!.subscription).toMatchObject({ isAcknowledged: true });
    });

    it('refuses an ended purchase (subscription_expired), a Plus user (user_is_plus) and bad input, writing nothing', async () => {
      const fay = await newUser();
      await refusesWithoutWriting(fay.client, 'transaction/g-play-validate', [
        [{ purchaseToken: 'gplay_sandbox_expired', sku: 'pixloom_plus_monthly', package: PKG }, 409, 'subscription_expired'],
        [{ purchaseToken: 'gplay_unknown', sku: 'pixloom_plus_monthly', package: PKG }, 404, 'invalid_purchase_token'],
        [{ purchaseToken: 'gplay_sandbox_yearly_active', sku: 'pixloom_plus_monthly', package: PKG }, 400, 'invalid_sku'],
        [{ purchaseToken: 'gplay_sandbox_yearly_active', sku: 'pixloom_plus_yearly', package: 'com.other' }, 400, 'invalid_package'],
      ]);
      expect(await userRow(fay.id)).toEqual({ pl: 0, plan_type: 0, subscription_status: 'free' });

      // Plus through a card: a store purchase on top would be paid twice.
      const gus = await newUser();
      await server.services.db.updateTable('users').set({ pl: 1, plan_type: 1, subscription_status: 'active' }).where('id', '=', gus.id).execute();
      await refusesWithoutWriting(gus.client, 'transaction/g-play-validate', [[{ purchaseToken: 'gplay_sandbox_yearly_active', sku: 'pixloom_plus_yearly', package: PKG }, 409, 'user_is_plus']]);
      expect(await subscriptionsOf(gus.id)).toEqual([]);
    });

    it('replaces an ended card subscription and remembers its trial', async () => {
      const hal = await newUser();
      const past = Date.now() - 40 * DAY_S * 1000;
      await server.services.db
        .insertInto('subscriptions')
        .values({ id: randomUUID(), user_id: hal.id, platform: 'card', price_id: 'us_month', price_pair_id: 'us', recurring: 'month', currency: 'usd', unit_amount: 799, status: 'canceled', cancelled: 1, had_trial: 1, current_period_start: past, current_period_end: past + 30 * DAY_S * 1000, trial_end: null, coupon: null, delinquent: 0, store_ref: null, created_at: past, updated_at: past })
        .execute();
      expect((await hal.client.call('transaction/g-play-validate', { purchaseToken: 'gplay_sandbox_yearly_active', sku: 'pixloom_plus_yearly', package: PKG })).status).toBe(200);
      const rows = await subscriptionsOf(hal.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ platform: 'google_play_store', store_ref: 'gplay_sandbox_yearly_active', status: 'active', had_trial: 1, cancelled: 0 });
    });
  });

  describe('transaction/app-store-check-transaction', () => {
    it('answers a visitor the App Store subscription with its latest transaction', async () => {
      const res = await visitor.call<Body>('transaction/app-store-check-transaction', { productId: 'com.pixloom.plus.monthly', originalTransaction: '2000000000000002', transactionId: '2000000000000012', distinct_id: 'abc' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        user: null,
        subscription: { status: 'plus', productId: 'com.pixloom.plus.monthly', originalTransaction: '2000000000000002', transactionId: '2000000000000022', trialing: 0, isAcknowledged: true, autoRenewing: true, recurring: 'month', expires_timestamp: expect.any(Number) },
      });
      const trial = await visitor.call<Body>('transaction/app-store-check-transaction', { originalTransaction: '2000000000000003' });
      expect(trial.body.data!.subscription).toMatchObject({ status: 'trialing', trialing: 1 });
      const ended = await visitor.call<Body>('transaction/app-store-check-transaction', { originalTransaction: '2000000000000004' });
      expect(ended.body.data!.subscription).toMatchObject({ status: 'free' });
    });

    it('refuses an empty or unknown original transaction, a foreign transaction and another product', async () => {
      await refusesWithoutWriting(visitor, 'transaction/app-store-check-transaction', [
        [{ productId: 'com.pixloom.plus.monthly' }, 400, 'invalid_original_transaction'],
        [{ originalTransaction: '' }, 400, 'invalid_original_transaction'],
        [{ originalTransaction: '2000-1' }, 400, 'invalid_original_transaction'],
        [{ originalTransaction: '2999999999999999' }, 404, 'transaction_not_found'],
        [{ originalTransaction: '2000000000000002', transactionId: '2000000000000011' }, 400, 'invalid_transaction'],
        [{ originalTransaction: '2000000000000002', transactionId: 'abc' }, 400, 'invalid_transaction'],
        [{ originalTransaction: '2000000000000002', productId: 'com.pixloom.plus.yearly' }, 400, 'invalid_product'],
        [{ originalTransaction: '2000000000000002', productId: 'com.other.coins' }, 400, 'invalid_product'],
      ]);
    });
  });

  describe('transaction/app-store-verify-purchase', () => {
    const yearly = { productId: 'com.pixloom.plus.yearly', originalTransaction: '2000000000000001', transactionId: '2000000000000011', verifyActiveSubscription: '1', amount: '59.99', country: 'US', trialing: '0', distinct_id: 'd1' };
    let ivy: TestUser;

    it('refuses a visitor with not_logged_in', async () => {
      await refusesWithoutWriting(visitor, 'transaction/app-store-verify-purchase', [[yearly, 401, 'not_logged_in']]);
    });

    it('promotes the user to Plus with an apple_app_store subscription', async () => {
      ivy = await newUser();
      const res = await ivy.client.call<Body>('transaction/app-store-verify-purchase', yearly);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ originalTransactionId: '2000000000000001', status: 'plus', user: { email: ivy.email, pl: '1', plan_type: 1, subscription_status: 'active' } });
      expect(await userRow(ivy.id)).toEqual({ pl: 1, plan_type: 1, subscription_status: 'active' });
      expect(await subscriptionsOf(ivy.id)).toEqual([expect.objectContaining({ platform: 'apple_app_store', store_ref: '2000000000000001', price_id: 'com.pixloom.plus.yearly', price_pair_id: 'app_store', recurring: 'year', status: 'active' })]);
      // The same purchase again (a restore on the same account) is a success, still one row.
      expect((await ivy.client.call('transaction/app-store-verify-purchase', yearly)).status).toBe(200);
      expect(await subscriptionsOf(ivy.id)).toHaveLength(1);
      const check = await ivy.client.call<Body>('transaction/app-store-check-transaction', { originalTransaction: '2000000000000001' });
      expect(check.body.data!.user).toMatchObject({ is_current_user: 1, status: 'plus' });
    });

    it('answers users_not_match with the masked user and status when another account holds it', async () => {
      const jo = await newUser();
      await refusesWithoutWriting(jo.client, 'transaction/app-store-verify-purchase', [[yearly, 409, 'users_not_match']]);
      const res = await jo.client.call('transaction/app-store-verify-purchase', yearly);
      expect(res.body.error).toMatchObject({ code: 'users_not_match', user: `${ivy.email.slice(0, 2)}***@example.com`, status: 'plus' });
    });

    it('answers user_is_plus (the app takes it as success) for a user already Plus otherwise', async () => {
      // ivy is Plus through 2000000000000001; another purchase would be paid twice.
      await refusesWithoutWriting(ivy.client, 'transaction/app-store-verify-purchase', [[{ ...yearly, productId: 'com.pixloom.plus.monthly', originalTransaction: '2000000000000002', transactionId: '2000000000000002' }, 409, 'user_is_plus']]);
    });

    it('starts an App Store trial as trialing', async () => {
      const kim = await newUser();
      const res = await kim.client.call<Body>('transaction/app-store-verify-purchase', { productId: 'com.pixloom.plus.monthly', originalTransaction: '2000000000000003', trialing: '1' });
      expect(res.body.data).toMatchObject({ status: 'trialing', user: { pl: '1', subscription_status: 'trialing' } });
      expect(await userRow(kim.id)).toEqual({ pl: 1, plan_type: 0, subscription_status: 'trialing' });
    });

    it('an ended subscription: subscription_expired when asked to verify it active, else status free; nothing written', async () => {
      const lu = await newUser();
      const ended = { productId: 'com.pixloom.plus.monthly', originalTransaction: '2000000000000004' };
      await refusesWithoutWriting(lu.client, 'transaction/app-store-verify-purchase', [[{ ...ended, verifyActiveSubscription: '1' }, 409, 'subscription_expired']]);
      const res = await lu.client.call<Body>('transaction/app-store-verify-purchase', ended);
      expect(res.body.data).toMatchObject({ status: 'free', originalTransactionId: '2000000000000004', user: { pl: '0' } });
      expect(await subscriptionsOf(lu.id)).toEqual([]);
      expect(await userRow(lu.id)).toEqual({ pl: 0, plan_type: 0, subscription_status: 'free' });
    });

    it('refuses bad input with its code, writing nothing', async () => {
      const mo = await newUser();
      const base = { productId: 'com.pixloom.plus.monthly', originalTransaction: '2000000000000002' };
      await refusesWithoutWriting(mo.client, 'transaction/app-store-verify-purchase', [
        [{ productId: 'com.pixloom.plus.monthly' }, 400, 'invalid_original_transaction'],
        [{ ...base, originalTransaction: ' ' }, 400, 'invalid_original_transaction'],
        [{ originalTransaction: '2000000000000002' }, 400, 'invalid_product'],
        [{ ...base, productId: 'com.pixloom.plus.yearly' }, 400, 'invalid_product'],
        [{ ...base, transactionId: '2000000000000001' }, 400, 'invalid_transaction'],
        [{ ...base, amount: '7,99' }, 400, 'invalid_amount'],
        [{ ...base, amount: 'free' }, 400, 'invalid_amount'],
        [{ ...base, country: 'USA' }, 400, 'invalid_country'],
        [{ ...base, verifyActiveSubscription: 'yes' }, 400, 'invalid_verify_flag'],
        [{ ...base, trialing: 'maybe' }, 400, 'invalid_trialing_flag'],
        [{ ...base, originalTransaction: '2999999999999999' }, 404, 'transaction_not_found'],
      ]);
      expect(await userRow(mo.id)).toEqual({ pl: 0, plan_type: 0, subscription_status: 'free' });
    });
  });

  describe('on a fresh database', () => {
    let fresh: TestServer;
    beforeAll(async () => {
      fresh = await startTestServer(kind);
    });
    afterAll(async () => fresh.close());

    const freshUserRow = (userId: string) => fresh.services.db.selectFrom('users').select(['pl', 'plan_type', 'subscription_status']).where('id', '=', userId).executeTakeFirstOrThrow();

    it('answers payment_in_progress while a card payment of the user runs, and links once it is over', async () => {
      const ken = await createTestUser(fresh);
      await fresh.services.db.insertInto('payment_locks').values({ user_id: ken.id, started_at: Date.now() }).execute();
      await refusesWithoutWriting(ken.client, 'transaction/app-store-verify-purchase', [[{ productId: 'com.pixloom.plus.monthly', originalTransaction: '2000000000000002' }, 409, 'payment_in_progress']], fresh);
      expect(await freshUserRow(ken.id)).toEqual({ pl: 0, plan_type: 0, subscription_status: 'free' });
      // A lock left by a crashed payment (older than two minutes) does not block.
      await fresh.services.db.updateTable('payment_locks').set({ started_at: Date.now() - 3 * 60 * 1000 }).where('user_id', '=', ken.id).execute();
      expect((await ken.client.call('transaction/app-store-verify-purchase', { productId: 'com.pixloom.plus.monthly', originalTransaction: '2000000000000002' })).status).toBe(200);
      expect(await freshUserRow(ken.id)).toEqual({ pl: 1, plan_type: 0, subscription_status: 'active' });
    });

    it('gives a purchase two accounts link at the same moment to one of them only; the other gets users_not_match', async () => {
      const [one, two] = [await createTestUser(fresh), await createTestUser(fresh)];
      const payload = { purchaseToken: 'gplay_sandbox_yearly_active', sku: 'pixloom_plus_yearly', package: PKG };
      const answers = await Promise.all([one.client.call('transaction/g-play-validate', payload), two.client.call('transaction/g-play-validate', payload)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe('users_not_match');
      const holders = await fresh.services.db.selectFrom('subscriptions').select('user_id').where('store_ref', '=', 'gplay_sandbox_yearly_active').execute();
      expect(holders).toHaveLength(1);
      const loser = answers[0]!.status === 409 ? one : two;
      const row = await fresh.services.db.selectFrom('users').select(['pl', 'subscription_status']).where('id', '=', loser.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ pl: 0, subscription_status: 'free' });
    });
  });
});
