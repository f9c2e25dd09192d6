// The subscription state (issue 13, subscription-navigation §4 "Price group and choice"): resolves the
// price group (network first, the device's copy offline), keeps the chosen recurrence, and re-reads the
// user after a payment so the Plus badge and the unlocked features show at once.
import { getCookie } from '../../lib/cookies';
import { readLocal, removeLocal, writeLocal } from '../../lib/localStore';
import { report } from '../../lib/report';
import { apiCall } from '../../lib/request';
import { currentUser } from '../../lib/user';
import { toUser, updateSessionUser } from '../auth';
import { cachedPair, storePair, storeState } from './cache';
import { fetchPrices } from './calls';
import { normalCountry, PriceChoice, STORAGE_KEYS, validTrialRecord, type KeyValueStore, type PricePair, type TrialRecord } from './priceGroup';
import { subscriptionState } from './store';

const localKeyValues: KeyValueStore = {
  read: <T,>(key: string) => readLocal<T | null>(key, null),
  write: (key, value) => void writeLocal(key, value),
  remove: (key) => removeLocal(key),
};

export const priceChoice = new PriceChoice(localKeyValues);

priceChoice.onChange((recurring) => subscriptionState.set((state) => ({ ...state, recurring })));

function publishChoice(): void {
  subscriptionState.set((state) => ({ ...state, trialsEnabled: priceChoice.trialsEnabled, paywallEnabled: priceChoice.paywallEnabled, recurring: priceChoice.getRecurring() }));
}

function hadSubscription(): boolean {
  const user = currentUser.get();
  const count = user?.subscr_count;
  return (typeof count === 'number' && count > 0) || user?.subscription_status === 'plus';
}

/** The pair for a country: the server's, stored for offline use; the stored one when the server is out of reach. */
async function loadPair(country: string, explicit: boolean): Promise<PricePair | null> {
  const key = explicit ? country : `cookie:${country}`;
  try {
    const pair = await fetchPrices(explicit ? country : undefined);
    void storePair(key, pair).catch((error: unknown) => report('warning', 'prices not stored', { error: String(error) }));
    subscriptionState.set((state) => ({ ...state, fromCache: false }));
    return pair;
  } catch (error) {
    const cached = await cachedPair(key).catch(() => null);
    if (cached) {
      subscriptionState.set((state) => ({ ...state, fromCache: true }));
      return cached;
    }
    throw error;
  }
}

let loading: Promise<PricePair | null> | null = null;

/** Resolves the price group once (again after a failure or when `force`). */
export function ensurePrices(force = false): Promise<PricePair | null> {
  if (loading && !force) return loading;
  subscriptionState.set((state) => ({ ...state, prices: 'loading' }));
  const record = readLocal<TrialRecord | null>(STORAGE_KEYS.trialRecord, null);
  const cookie = getCookie('ui_country') ?? null;
  // The country is sent when known (the trial record's, else the cookie's) so a cached answer is never another country's.
  const explicit = (validTrialRecord(record, Date.now()) && typeof record.country === 'string') || cookie !== null;
  loading = priceChoice
    .resolve({
      cookieCountry: cookie,
      hadSubscription: hadSubscription(),
      now: Date.now(),
      loadPair: (country) => loadPair(country, explicit),
    })
    .then((pair) => {
      subscriptionState.set((state) => ({ ...state, pair, prices: pair ? 'ready' : 'failed' }));
      publishChoice();
      return pair;
    })
    .catch((error: unknown) => {
      loading = null;
      report('warning', 'prices did not load', { error: String(error), country: normalCountry(cookie) });
      subscriptionState.set((state) => ({ ...state, prices: 'failed' }));
      publishChoice();
      return null;
    });
  return loading;
}

/** trial_found: the trial is dropped for good on this device (§4 "Payment form modes"). */
export function dropTrial(): void {
  priceChoice.dropTrial();
  publishChoice();
}

/** Re-reads auth/status into the session, and keeps the user's Plus state on the device. */
export async function refreshSubscriptionState(): Promise<void> {
  const user = toUser(await apiCall<unknown>('auth/status', {}, { offlinePrompt: false }));
  if (!user) return;
  updateSessionUser(user);
  await storeState({
    owner: user.email,
    pl: user.pl,
    status: String(user.subscription_status ?? ''),
    plan_type: Number(user.plan_type ?? 0),
    price_id: typeof user.price_id === 'string' ? user.price_id : '',
  }).catch((error: unknown) => report('warning', 'subscription state not stored', { error: String(error) }));
}
