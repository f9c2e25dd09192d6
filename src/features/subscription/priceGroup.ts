// Price group and choice (subscription-navigation §4 "Price group and choice", §3 "Local trial record",
// "One-day trial record"): the group is PENDING until resolved; asking for it before, or when none was
// found, is an error. A valid stored trial record (and no past subscription) supplies the country of the
// pair and turns the trial and the paywall on; otherwise the stored trial and price entries go and the
// pair of the user's country is used. The chosen recurrence defaults to year; a change tells listeners.
import { FALLBACK_COUNTRY, isRecurring, type Price, type Recurring } from '../../lib/shared/money';

export type { Price };


/** The transaction/prices answer. */
export interface PricePair {
  country: string;
  price_pair_id: string;
  currency: string;
  month: Price;
  year: Price;
  saving_percent: number;
}

export interface TrialRecord {
  country?: string;
  expires: number;
  enablePaywall?: boolean;
}

export interface OneDayRecord {
  expires: number;
}

/** Where the group's state is kept (localStorage in the app, a Map in tests). */
export interface KeyValueStore {
  read<T>(key: string): T | null;
  write(key: string, value: unknown): void;
  remove(key: string): void;
}

export const STORAGE_KEYS = {
  trialRecord: 'pixloom.trialRecord',
  price: 'pixloom.pricePair',
  oneDay: 'pixloom.oneDayTrial',
} as const;

export const PENDING = 'PENDING' as const;

export class PriceGroupError extends Error {
  constructor(readonly code: 'price_group_pending' | 'price_group_missing') {
    super(code);
    this.name = 'PriceGroupError';
  }
}


/** A two-letter country code in upper case, else the fallback (US). */
export function normalCountry(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : FALLBACK_COUNTRY;
}

export function validTrialRecord(record: unknown, now: number): record is TrialRecord {
  if (typeof record !== 'object' || record === null) return false;
  const expires = (record as TrialRecord).expires;
  return typeof expires === 'number' && expires > now;
}

/** §4 one-day mode: a stored record with a future expiry is trialing, a past one expired, none is none. */
export function oneDayState(record: OneDayRecord | null, now: number): 'none' | 'trialing' | 'expired' {
  if (!record || typeof record.expires !== 'number') return 'none';
  return record.expires > now ? 'trialing' : 'expired';
}

export interface ResolveInput {
  /** The ui_country cookie (or null). */
  cookieCountry: string | null;
  /** Whether the user has had a subscription before (no trial then). */
  hadSubscription: boolean;
  /** Reads the pair of a country (transaction/prices, or the offline cache). */
  loadPair(country: string): Promise<PricePair | null>;
  now: number;
}

export type Listener = (recurring: Recurring) => void;

export class PriceChoice {
  private group: PricePair | typeof PENDING | null = PENDING;
  private recurring: Recurring = 'year';
  private trials = false;
  private paywall = false;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly store: KeyValueStore) {}

  get state(): 'PENDING' | 'resolved' | 'missing' {
    if (this.group === PENDING) return PENDING;
    return this.group ? 'resolved' : 'missing';
  }

  /** The resolved pair; an error while PENDING or when none was found. */
  getGroup(): PricePair {
    if (this.group === PENDING) throw new PriceGroupError('price_group_pending');
    if (!this.group) throw new PriceGroupError('price_group_missing');
    return this.group;
  }

  get trialsEnabled(): boolean {
    return this.trials;
  }

  get paywallEnabled(): boolean {
    return this.paywall;
  }

  async resolve(input: ResolveInput): Promise<PricePair | null> {
    const record = this.store.read<TrialRecord>(STORAGE_KEYS.trialRecord);
    let country: string;
    if (validTrialRecord(record, input.now) && !input.hadSubscription) {
      this.trials = true;
      this.paywall = record.enablePaywall !== false;
      country = normalCountry(record.country ?? input.cookieCountry);
    } else {
      this.dropTrial();
      this.store.remove(STORAGE_KEYS.price);
      country = normalCountry(input.cookieCountry);
    }
    const pair = await input.loadPair(country);
    this.group = pair;
    if (pair) this.store.write(STORAGE_KEYS.price, pair.price_pair_id);
    return pair;
  }

  /** Sets a resolved group directly (a cached pair while offline). */
  setGroup(pair: PricePair | null): void {
    this.group = pair;
  }

  /** §4 "Payment form modes": error_trial_found turns the trial and paywall off and removes the stored trial. */
  dropTrial(): void {
    this.trials = false;
    this.paywall = false;
    this.store.remove(STORAGE_KEYS.trialRecord);
  }

  getRecurring(): Recurring {
    return this.recurring;
  }

  /** Only month or year; anything else is "Invalid recurring value". A change notifies the listeners. */
  setRecurring(value: unknown): void {
    if (!isRecurring(value)) throw new Error('Invalid recurring value');
    if (value === this.recurring) return;
    this.recurring = value;
    for (const listener of [...this.listeners]) listener(value);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The price id of the chosen (or given) recurrence. */
  priceId(recurring: Recurring = this.recurring): string {
    const group = this.getGroup();
    return recurring === 'year' ? group.year.id : group.month.id;
  }
}

/** §4: a non-Plus user within a one-day trial is treated as Plus, trialing. */
export function withOneDayTrial<U extends { pl?: unknown; subscription_status?: unknown }>(user: U, record: OneDayRecord | null, now: number): U {
  if (user.pl === '1' || oneDayState(record, now) !== 'trialing') return user;
  return { ...user, pl: '1', subscription_status: 'trialing' };
}
