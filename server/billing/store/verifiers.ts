// The seam between the store calls and the app stores (subscription-navigation §4 "Play Store subscription
// sync", "Apple subscription sync"; §7). A production client implements these with the Google Play Developer
// API (purchases.subscriptionsv2.get, purchases.subscriptions.acknowledge) and the App Store Server API (Get
// All Subscription Statuses and Get Transaction History for an original transaction id); the sandbox
// (sandbox.ts, SANDBOX.md) answers the same shapes for documented test purchases.

export type StorePlatform = 'google_play_store' | 'apple_app_store';

/** Where a store subscription stands: in its paid period, in its free trial, or over (expired, refunded). */
export type StorePurchaseState = 'active' | 'trialing' | 'expired';

export interface StorePurchase {
  platform: StorePlatform;
  /** The Play purchase token, or the App Store original transaction id: what links it to one account. */
  storeRef: string;
  /** The Play subscription id (sku) or App Store product id. */
  productId: string;
  state: StorePurchaseState;
  /** Play: acknowledged by the developer (unacknowledged purchases are refunded after 3 days). Apple: always. */
  acknowledged: boolean;
  /** False once the buyer cancelled: the subscription ends at expiresAt. */
  autoRenewing: boolean;
  recurring: 'month' | 'year';
  /** Lower case. */
  currency: string;
  /** Minor units per period. */
  unitAmount: number;
  /** Epoch milliseconds. */
  startedAt: number;
  expiresAt: number;
}

export interface AppStorePurchase extends StorePurchase {
  /** Every transaction of the subscription (the original one and each renewal), oldest first. */
  transactionIds: string[];
}

export interface PlayStoreVerifier {
  /** The app's package name purchases must be made in. */
  readonly packageName: string;
  /** The subscription behind a purchase token, or null when Google does not know it. */
  getSubscription(purchaseToken: string): Promise<StorePurchase | null>;
  /** Acknowledges the purchase (after it was granted), so Google does not refund it. */
  acknowledge(purchaseToken: string, productId: string): Promise<void>;
}

export interface AppStoreVerifier {
  /** The app's bundle id. */
  readonly bundleId: string;
  /** The subscription of an original transaction id, or null when Apple does not know it. */
  getSubscription(originalTransactionId: string): Promise<AppStorePurchase | null>;
}

export interface StoreVerifiers {
  play: PlayStoreVerifier;
  appStore: AppStoreVerifier;
}
