// What the subscription area shows, as one small store (read by useSubscriptionState). Small on purpose:
// the area's front door imports it; the state's loading lives in state.ts, loaded on first use.
import { createStore } from '../../lib/store';
import type { PricePair } from './priceGroup';
import type { Recurring } from './rules';

export interface SubscriptionState {
  /** idle: nothing asked yet; loading; ready (pair set); failed (no pair, online or cached). */
  prices: 'idle' | 'loading' | 'ready' | 'failed';
  pair: PricePair | null;
  /** The pair came from the device's copy (offline). */
  fromCache: boolean;
  recurring: Recurring;
  trialsEnabled: boolean;
  paywallEnabled: boolean;
}

export const subscriptionState = /* @__PURE__ */ createStore<SubscriptionState>({
  prices: 'idle',
  pair: null,
  fromCache: false,
  recurring: 'year',
  trialsEnabled: false,
  paywallEnabled: false,
});
