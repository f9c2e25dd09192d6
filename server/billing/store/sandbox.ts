// Sandbox store verifiers: the test purchases documented in SANDBOX.md, answered in the shapes a Google Play
// Developer API / App Store Server API client answers. Periods are placed around the time of the question,
// so an "active" test purchase stays active whenever it is tried. Acknowledgements are kept per verifier
// (per server process), as Google keeps them per purchase.
import type { AppStorePurchase, AppStoreVerifier, PlayStoreVerifier, StorePurchase, StorePurchaseState, StoreVerifiers } from './verifiers';

export const PLAY_PACKAGE_NAME = 'com.pixloom.app';
export const APP_STORE_BUNDLE_ID = 'com.pixloom.app';

/** Store products: Play subscription ids and App Store product ids, with their period and sandbox price (usd). */
export const STORE_PRODUCTS = new Map<string, { recurring: 'month' | 'year'; unitAmount: number }>([
  ['pixloom_plus_monthly', { recurring: 'month', unitAmount: 799 }],
  ['pixloom_plus_yearly', { recurring: 'year', unitAmount: 5999 }],
  ['com.pixloom.plus.monthly', { recurring: 'month', unitAmount: 799 }],
  ['com.pixloom.plus.yearly', { recurring: 'year', unitAmount: 5999 }],
]);

const DAY = 24 * 60 * 60 * 1000;
/** App Store and Play trials are 7 days (subscription-navigation §9). */
const TRIAL_DAYS = 7;

interface SandboxPurchase {
  productId: string;
  state: StorePurchaseState;
  acknowledged: boolean;
  autoRenewing: boolean;
  /** Days since the current period (or trial) began. */
  daysIn: number;
}

const PLAY_PURCHASES = new Map<string, SandboxPurchase>([
  ['gplay_sandbox_monthly_active', { productId: 'pixloom_plus_monthly', state: 'active', acknowledged: true, autoRenewing: true, daysIn: 3 }],
  ['gplay_sandbox_yearly_active', { productId: 'pixloom_plus_yearly', state: 'active', acknowledged: true, autoRenewing: true, daysIn: 40 }],
  ['gplay_sandbox_trial', { productId: 'pixloom_plus_monthly', state: 'trialing', acknowledged: true, autoRenewing: true, daysIn: 2 }],
  ['gplay_sandbox_unacknowledged', { productId: 'pixloom_plus_monthly', state: 'active', acknowledged: false, autoRenewing: true, daysIn: 0 }],
  ['gplay_sandbox_canceled', { productId: 'pixloom_plus_yearly', state: 'active', acknowledged: true, autoRenewing: false, daysIn: 100 }],
  ['gplay_sandbox_expired', { productId: 'pixloom_plus_monthly', state: 'expired', acknowledged: true, autoRenewing: false, daysIn: 35 }],
]);

const APP_STORE_PURCHASES = new Map<string, SandboxPurchase & { transactionIds: string[] }>([
  ['2000000000000001', { productId: 'com.pixloom.plus.yearly', state: 'active', acknowledged: true, autoRenewing: true, daysIn: 20, transactionIds: ['2000000000000001', '2000000000000011'] }],
  ['2000000000000002', { productId: 'com.pixloom.plus.monthly', state: 'active', acknowledged: true, autoRenewing: true, daysIn: 5, transactionIds: ['2000000000000002', '2000000000000012', '2000000000000022'] }],
  ['2000000000000003', { productId: 'com.pixloom.plus.monthly', state: 'trialing', acknowledged: true, autoRenewing: true, daysIn: 1, transactionIds: ['2000000000000003'] }],
  ['2000000000000004', { productId: 'com.pixloom.plus.monthly', state: 'expired', acknowledged: true, autoRenewing: false, daysIn: 40, transactionIds: ['2000000000000004', '2000000000000014'] }],
]);

function purchaseOf(platform: StorePurchase['platform'], storeRef: string, sandbox: SandboxPurchase, now: number): StorePurchase {
  const product = STORE_PRODUCTS.get(sandbox.productId)!;
  const periodDays = sandbox.state === 'trialing' ? TRIAL_DAYS : product.recurring === 'year' ? 365 : 30;
  const startedAt = now - sandbox.daysIn * DAY;
  return {
    platform,
    storeRef,
    productId: sandbox.productId,
    state: sandbox.state,
    acknowledged: sandbox.acknowledged,
    autoRenewing: sandbox.autoRenewing,
    recurring: product.recurring,
    currency: 'usd',
    unitAmount: product.unitAmount,
    startedAt,
    expiresAt: startedAt + periodDays * DAY,
  };
}

export function sandboxPlayStore(now: () => number = Date.now): PlayStoreVerifier {
  const acknowledged = new Set<string>();
  return {
    packageName: PLAY_PACKAGE_NAME,
    async getSubscription(purchaseToken) {
      const sandbox = PLAY_PURCHASES.get(purchaseToken);
      if (!sandbox) return null;
      const purchase = purchaseOf('google_play_store', purchaseToken, sandbox, now());
      return { ...purchase, acknowledged: purchase.acknowledged || acknowledged.has(purchaseToken) };
    },
    async acknowledge(purchaseToken, productId) {
      if (PLAY_PURCHASES.get(purchaseToken)?.productId !== productId) throw new Error(`no sandbox purchase ${purchaseToken} of ${productId}`);
      acknowledged.add(purchaseToken);
    },
  };
}

export function sandboxAppStore(now: () => number = Date.now): AppStoreVerifier {
  return {
    bundleId: APP_STORE_BUNDLE_ID,
    async getSubscription(originalTransactionId): Promise<AppStorePurchase | null> {
      const sandbox = APP_STORE_PURCHASES.get(originalTransactionId);
      if (!sandbox) return null;
      return { ...purchaseOf('apple_app_store', originalTransactionId, sandbox, now()), transactionIds: [...sandbox.transactionIds] };
    },
  };
}

export function sandboxStoreVerifiers(now: () => number = Date.now): StoreVerifiers {
  return { play: sandboxPlayStore(now), appStore: sandboxAppStore(now) };
}
