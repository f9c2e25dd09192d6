// The store calls (subscription-navigation §7, §4 "Play Store / Apple subscription sync", §8): the Android
// and iOS apps report their store purchases; the server asks the store (verifiers.ts) and links an active
// subscription to the signed-in account. check-* calls only read; validate/verify-purchase write.
import { z } from 'zod';
import { defineCall, type CallDefinition, type CallContext } from '../../api/types';
import { ApiError } from '../../api/errors';
import type { Services } from '../../services';
import { userData } from '../../accounts/userData';
import { linkedUser, linkStorePurchase, purchaseStatus, usersNotMatch, userStatus, maskEmail, type UserRow } from './link';
import { sandboxStoreVerifiers, STORE_PRODUCTS } from './sandbox';
import type { AppStorePurchase, StorePurchase, StoreVerifiers } from './verifiers';

export type { StoreVerifiers } from './verifiers';

const seconds = (ms: number): number => Math.floor(ms / 1000);

const purchaseToken = z.string({ message: 'invalid_purchase_token' }).trim().min(1, 'invalid_purchase_token').max(300, 'invalid_purchase_token');
const sku = z.string({ message: 'invalid_sku' }).trim().min(1, 'invalid_sku').max(100, 'invalid_sku');
const packageName = z.string({ message: 'invalid_package' }).trim().min(1, 'invalid_package').max(200, 'invalid_package');
const playInput = z.object({ purchaseToken, sku, package: packageName });

// §5: "App Store purchases need a non-empty original transaction."
const originalTransaction = z.string({ message: 'invalid_original_transaction' }).trim().regex(/^\d{1,40}$/, 'invalid_original_transaction');
const transactionId = z.string().trim().regex(/^\d{1,40}$/, 'invalid_transaction').optional();
const productId = z.string({ message: 'invalid_product' }).trim().min(1, 'invalid_product').max(100, 'invalid_product');
const distinctId = z.string().max(200, 'invalid_distinct_id').optional();
const appStoreCheckInput = z.object({ productId: productId.optional(), originalTransaction, transactionId, distinct_id: distinctId });
const appStoreVerifyInput = z.object({
  productId,
  originalTransaction,
  transactionId,
  verifyActiveSubscription: z.enum(['0', '1'], { message: 'invalid_verify_flag' }).optional(),
  // §5: "A price value containing a comma is an invalid format error."
  amount: z.string().trim().regex(/^\d{1,9}(\.\d{1,4})?$/, 'invalid_amount').optional(),
  country: z.string().trim().regex(/^[A-Za-z]{2}$/, 'invalid_country').optional(),
  trialing: z.enum(['0', '1', 'true', 'false'], { message: 'invalid_trialing_flag' }).optional(),
  distinct_id: distinctId,
});

/** The store subscription as the apps read it (§3 "Native subscription"). */
function subscriptionJson(purchase: StorePurchase): Record<string, unknown> {
  return {
    status: purchaseStatus(purchase),
    productId: purchase.productId,
    isAcknowledged: purchase.acknowledged,
    autoRenewing: purchase.autoRenewing,
    recurring: purchase.recurring,
    expires_timestamp: seconds(purchase.expiresAt),
  };
}

/** The account a purchase is linked to, as the asker may see it: theirs in full, another's masked. */
function linkedJson(owner: UserRow | undefined, auth: CallContext['auth']): Record<string, unknown> | null {
  if (!owner) return null;
  const mine = auth?.userId === owner.id;
  return { is_current_user: mine ? 1 : 0, email: mine ? owner.email : maskEmail(owner.email), status: userStatus(owner), pl: owner.pl === 1 ? '1' : '0' };
}

async function playPurchase(verifiers: StoreVerifiers, input: z.infer<typeof playInput>): Promise<StorePurchase> {
  if (input.package !== verifiers.play.packageName) throw new ApiError('invalid_package', 400, 'The purchase was not made in Pixloom.');
  if (!STORE_PRODUCTS.has(input.sku)) throw new ApiError('invalid_sku', 400, 'This is not a Pixloom Plus subscription.');
  const purchase = await verifiers.play.getSubscription(input.purchaseToken);
  if (!purchase) throw new ApiError('invalid_purchase_token', 404, 'Google Play does not know this purchase.');
  if (purchase.productId !== input.sku) throw new ApiError('invalid_sku', 400, 'The purchase is of another subscription.');
  return purchase;
}

async function appStorePurchase(verifiers: StoreVerifiers, input: { originalTransaction: string; transactionId?: string; productId?: string }): Promise<AppStorePurchase> {
  if (input.productId !== undefined && !STORE_PRODUCTS.has(input.productId)) throw new ApiError('invalid_product', 400, 'This is not a Pixloom Plus subscription.');
  const purchase = await verifiers.appStore.getSubscription(input.originalTransaction);
  if (!purchase) throw new ApiError('transaction_not_found', 404, 'The App Store does not know this transaction.');
  if (input.productId !== undefined && purchase.productId !== input.productId) throw new ApiError('invalid_product', 400, 'The purchase is of another subscription.');
  if (input.transactionId !== undefined && !purchase.transactionIds.includes(input.transactionId)) {
    throw new ApiError('invalid_transaction', 400, 'The transaction is not part of this subscription.');
  }
  return purchase;
}

/** Refuses an ended subscription before anything is written. */
function requireActive(purchase: StorePurchase): void {
  if (purchase.state === 'expired') throw new ApiError('subscription_expired', 409, 'This subscription has ended.');
}

/** The four store calls, against the given verifiers (the sandbox's unless a real store client is passed). */
export function storeCalls(services: Services, verifiers: StoreVerifiers = sandboxStoreVerifiers()): CallDefinition<never>[] {
  const { db } = services;

  const checkPurchaseToken = defineCall({
    name: 'transaction/check-purchase-token',
    auth: 'none',
    input: playInput,
    handler: async (input, ctx) => {
      const purchase = await playPurchase(verifiers, input);
      return { user: linkedJson(await linkedUser(db, purchase), ctx.auth), subscription: { ...subscriptionJson(purchase), purchaseToken: purchase.storeRef } };
    },
  });

  const gPlayValidate = defineCall({
    name: 'transaction/g-play-validate',
    auth: 'user',
    input: playInput,
    handler: async (input, ctx) => {
      const purchase = await playPurchase(verifiers, input);
      requireActive(purchase);
      const owner = await linkedUser(db, purchase);
      if (owner && owner.id !== ctx.auth!.userId) throw usersNotMatch(owner);
      const user = await linkStorePurchase(db, services.dbKind, ctx.auth!.userId, purchase);
      // Granted: acknowledge it, else Google refunds it after three days.
      if (!purchase.acknowledged) await verifiers.play.acknowledge(purchase.storeRef, purchase.productId);
      return { user: userData(user), status: purchaseStatus(purchase), subscription: { ...subscriptionJson(purchase), isAcknowledged: true, purchaseToken: purchase.storeRef } };
    },
  });

  const appStoreCheckTransaction = defineCall({
    name: 'transaction/app-store-check-transaction',
    auth: 'none',
    input: appStoreCheckInput,
    handler: async (input, ctx) => {
      const purchase = await appStorePurchase(verifiers, input);
      return {
        user: linkedJson(await linkedUser(db, purchase), ctx.auth),
        subscription: { ...subscriptionJson(purchase), originalTransaction: purchase.storeRef, transactionId: purchase.transactionIds.at(-1) ?? purchase.storeRef, trialing: purchase.state === 'trialing' ? 1 : 0 },
      };
    },
  });

  const appStoreVerifyPurchase = defineCall({
    name: 'transaction/app-store-verify-purchase',
    auth: 'user',
    input: appStoreVerifyInput,
    handler: async (input, ctx) => {
      const purchase = await appStorePurchase(verifiers, input);
      const owner = await linkedUser(db, purchase);
      if (owner && owner.id !== ctx.auth!.userId) throw usersNotMatch(owner);
      if (purchase.state === 'expired') {
        if (input.verifyActiveSubscription === '1') requireActive(purchase);
        // Nothing to grant: the app is told the subscription is over and nothing is written.
        const user = await db.selectFrom('users').selectAll().where('id', '=', ctx.auth!.userId).executeTakeFirstOrThrow();
        return { user: userData(user), originalTransactionId: purchase.storeRef, status: 'free' };
      }
      const user = await linkStorePurchase(db, services.dbKind, ctx.auth!.userId, purchase);
      return { user: userData(user), originalTransactionId: purchase.storeRef, status: purchaseStatus(purchase) };
    },
  });

  return [checkPurchaseToken, gPlayValidate, appStoreCheckTransaction, appStoreVerifyPurchase] as CallDefinition<never>[];
}
