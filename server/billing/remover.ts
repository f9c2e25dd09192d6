// Account closure's billing step: the subscription stops renewing first (so the hourly renewal job never
// charges a closing account), then the customer and its cards are deleted at the card provider, so nothing
// of the user stays there. Store purchases (Play, App Store) are billed by the store and cancelled there by
// the user; only card customers are ours to remove. Safe to repeat: a customer already gone is no error.
import type { Services, UserDataRemover } from '../services';

export function billingDataRemover(services: Services): UserDataRemover {
  const { db, payments } = services;
  return {
    name: 'billing',
    async remove(userId) {
      const now = Date.now();
      await db.updateTable('subscriptions').set({ status: 'canceled', cancelled: 1, updated_at: now }).where('user_id', '=', userId).where('status', '!=', 'canceled').execute();
      const customer = await db.selectFrom('billing_customers').select(['platform', 'provider_customer_id']).where('user_id', '=', userId).executeTakeFirst();
      if (customer?.platform === 'card') await payments.deleteCustomer(customer.provider_customer_id);
      await db.deleteFrom('billing_customers').where('user_id', '=', userId).execute();
    },
  };
}
