// Closing the account of a paying user (issue 13): the card customer is deleted at the provider (the
// sandbox's cards go; with Stripe the customer is deleted, see stripeAdapter.test.ts), the subscription
// stops renewing before the user row goes, and a second run of the step is harmless.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../support/serverHarness';
import { registerUser } from '../../support/accounts';
import { keyOfLink, latestMail } from '../../support/mailbox';
import { billingDataRemover } from '../../../server/billing/remover';
import { payOk } from './helpers';

describe.each(testDatabases)('closing a Plus account on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server.close());

  const userIdOf = async (email: string): Promise<string> => (await server.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('removes the card customer at the provider and ends the subscription with the account', async () => {
    const user = await registerUser(server);
    await payOk(user.client);
    const id = await userIdOf(user.email);
    const db = server.services.db;
    const customer = await db.selectFrom('billing_customers').select('provider_customer_id').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(await db.selectFrom('sandbox_cards').select('payment_method_id').where('customer_id', '=', customer.provider_customer_id).execute()).toHaveLength(1);

    expect((await user.client.call('auth/close-account-request')).body).toEqual({ data: 'success' });
    const key = keyOfLink(latestMail(server.dataDir, user.email, 'close_account')?.link);
    expect((await user.client.call('auth/close-account', { closeKey: key })).body).toEqual({ data: 'success' });
    for (let i = 0; i < 500; i++) {
      const status = await user.client.call<{ isFinished: number }>('auth/close-account-status');
      if (status.body.data?.isFinished === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('sandbox_cards').select('payment_method_id').where('customer_id', '=', customer.provider_customer_id).execute()).toEqual([]);
    expect(await db.selectFrom('subscriptions').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });

  it('stops the renewal before deleting the customer, and can run again', async () => {
    const user = await registerUser(server);
    await payOk(user.client);
    const id = await userIdOf(user.email);
    const remover = billingDataRemover(server.services);
    await remover.remove(id);
    const db = server.services.db;
    const subscription = await db.selectFrom('subscriptions').select(['status', 'cancelled']).where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(subscription).toEqual({ status: 'canceled', cancelled: 1 });
    expect(await db.selectFrom('billing_customers').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    await expect(remover.remove(id)).resolves.toBeUndefined();
  });
});
