// The subscription area's pure rules: price display and saving (subscription-navigation §9), the price
// group and choice (§4), the sandbox card form's checks and test numbers (§5, §8), the modes and periods
// with their fallbacks and the one-payment-at-a-time guard (§4 "Payment flow").
import { describe, expect, it } from 'vitest';
import { cleanHolderName, cvcError, expiryError, formatCardNumber, formatExpiry, holderError, luhnValid, numberError, sandboxToken, validateCard } from '../../src/features/subscription/card';
import { formatPrice, savingPercent, yearlyPerMonth } from '../../src/features/subscription/formatPrice';
import { PENDING, PriceChoice, PriceGroupError, STORAGE_KEYS, oneDayState, withOneDayTrial, type KeyValueStore, type PricePair } from '../../src/features/subscription/priceGroup';
import { createPaymentGuard, paymentErrorView, paymentOpens, resolveMode, resolveRecurring } from '../../src/features/subscription/rules';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 24 * 60 * 60 * 1000;

function pair(country: string, id: string, currency: string, month: number, year: number): PricePair {
  return {
    country,
    price_pair_id: id,
    currency,
    month: { id: `${id}_month`, unit_amount: month, currency, recurring: 'month' },
    year: { id: `${id}_year`, unit_amount: year, currency, recurring: 'year' },
    saving_percent: savingPercent(month, year),
  };
}

function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    read: <T,>(key: string) => (map.has(key) ? (map.get(key) as T) : null),
    write: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

const PAIRS = new Map([
  ['US', pair('US', 'us', 'usd', 799, 5999)],
  ['DE', pair('DE', 'eu', 'eur', 799, 5999)],
  ['GB', pair('GB', 'gb', 'gbp', 699, 4999)],
]);
const loadPair = (country: string) => Promise.resolve(PAIRS.get(country) ?? PAIRS.get('US')!);

describe('price display (§9)', () => {
  it('writes dollars, pounds and the A$ prefix before the amount', () => {
    expect(formatPrice(799, 'usd', 'en')).toBe('$7.99');
    expect(formatPrice(5999, 'gbp', 'en')).toBe('£59.99');
    expect(formatPrice(1299, 'aud', 'en')).toBe('A$12.99');
    expect(formatPrice(1099, 'cad', 'en')).toBe('CA$10.99');
    expect(formatPrice(14900, 'mxn', 'en')).toBe('MX$149.00');
  });

  it('uses the language’s own format for euros and other currencies', () => {
    expect(formatPrice(799, 'eur', 'de')).toBe('7,99\u00a0€');
    expect(formatPrice(799, 'eur', 'en')).toBe('€7.99');
    expect(formatPrice(799, 'usd', 'de')).toBe('$7,99');
    expect(formatPrice(1000, 'jpy', 'en')).toBe('¥1,000');
  });

  it('shows krónur and kroner as "Kr." with whole amounts when whole', () => {
    expect(formatPrice(119900, 'isk', 'en')).toBe('Kr. 1,199');
    expect(formatPrice(8950, 'nok', 'en')).toBe('Kr. 89.50');
  });

  it('computes the yearly saving with the floor of §9 and the per-month price of the yearly card', () => {
    expect(savingPercent(799, 5999)).toBe(37);
    expect(savingPercent(1000, 12000)).toBe(0);
    expect(savingPercent(0, 100)).toBe(0);
    expect(yearlyPerMonth(5999)).toBe(500);
  });
});

describe('price group and choice (§4)', () => {
  it('is PENDING until resolved, and asking early or without a group is an error', async () => {
    const choice = new PriceChoice(memoryStore());
    expect(choice.state).toBe(PENDING);
    expect(() => choice.getGroup()).toThrow(PriceGroupError);
    expect(() => choice.getGroup()).toThrow('price_group_pending');
    await choice.resolve({ cookieCountry: null, hadSubscription: false, loadPair: () => Promise.resolve(null), now: NOW });
    expect(choice.state).toBe('missing');
    expect(() => choice.getGroup()).toThrow('price_group_missing');
  });

  it('uses the cookie’s country, US without one, and drops a stale trial and price entry', async () => {
    const store = memoryStore({ [STORAGE_KEYS.trialRecord]: { country: 'GB', expires: NOW - 1 }, [STORAGE_KEYS.price]: 'gb' });
    const choice = new PriceChoice(store);
    await choice.resolve({ cookieCountry: 'de', hadSubscription: false, loadPair, now: NOW });
    expect(choice.getGroup().price_pair_id).toBe('eu');
    expect(choice.trialsEnabled).toBe(false);
    expect(store.map.has(STORAGE_KEYS.trialRecord)).toBe(false);
    expect(store.map.get(STORAGE_KEYS.price)).toBe('eu');

    const visitor = new PriceChoice(memoryStore());
    await visitor.resolve({ cookieCountry: null, hadSubscription: false, loadPair, now: NOW });
    expect(visitor.getGroup().currency).toBe('usd');
    expect(visitor.priceId()).toBe('us_year');
  });

  it('takes the pair from a valid trial record and turns the trial and paywall on, unless the user subscribed before', async () => {
    const record = { country: 'GB', expires: NOW + DAY, enablePaywall: true };
    const choice = new PriceChoice(memoryStore({ [STORAGE_KEYS.trialRecord]: record }));
    await choice.resolve({ cookieCountry: 'DE', hadSubscription: false, loadPair, now: NOW });
    expect(choice.getGroup().price_pair_id).toBe('gb');
    expect(choice.trialsEnabled).toBe(true);
    expect(choice.paywallEnabled).toBe(true);

    const store = memoryStore({ [STORAGE_KEYS.trialRecord]: record });
    const before = new PriceChoice(store);
    await before.resolve({ cookieCountry: 'DE', hadSubscription: true, loadPair, now: NOW });
    expect(before.getGroup().price_pair_id).toBe('eu');
    expect(before.trialsEnabled).toBe(false);
    expect(store.map.has(STORAGE_KEYS.trialRecord)).toBe(false);
  });

  it('dropping the trial (trial_found) turns trial and paywall off and removes the stored record', async () => {
    const store = memoryStore({ [STORAGE_KEYS.trialRecord]: { country: 'US', expires: NOW + DAY } });
    const choice = new PriceChoice(store);
    await choice.resolve({ cookieCountry: null, hadSubscription: false, loadPair, now: NOW });
    expect(choice.trialsEnabled).toBe(true);
    choice.dropTrial();
    expect(choice.trialsEnabled).toBe(false);
    expect(choice.paywallEnabled).toBe(false);
    expect(store.map.has(STORAGE_KEYS.trialRecord)).toBe(false);
  });

  it('defaults to yearly, accepts only month or year and tells listeners of a change', async () => {
    const choice = new PriceChoice(memoryStore());
    await choice.resolve({ cookieCountry: 'US', hadSubscription: false, loadPair, now: NOW });
    expect(choice.getRecurring()).toBe('year');
    const heard: string[] = [];
    const stop = choice.onChange((value) => heard.push(value));
    choice.setRecurring('month');
    choice.setRecurring('month');
    expect(heard).toEqual(['month']);
    expect(choice.priceId()).toBe('us_month');
    expect(() => choice.setRecurring('week')).toThrow('Invalid recurring value');
    stop();
    choice.setRecurring('year');
    expect(heard).toEqual(['month']);
  });

  it('one-day mode: a future record is trialing and makes a free user Plus, a past one is expired', () => {
    expect(oneDayState(null, NOW)).toBe('none');
    expect(oneDayState({ expires: NOW + 1 }, NOW)).toBe('trialing');
    expect(oneDayState({ expires: NOW - 1 }, NOW)).toBe('expired');
    expect(withOneDayTrial({ pl: '0', subscription_status: 'free' }, { expires: NOW + DAY }, NOW)).toEqual({ pl: '1', subscription_status: 'trialing' });
    expect(withOneDayTrial({ pl: '0', subscription_status: 'free' }, { expires: NOW - DAY }, NOW)).toEqual({ pl: '0', subscription_status: 'free' });
  });
});

describe('sandbox card form (§5, §8)', () => {
  it('strips digits and symbols from the holder’s name and wants at least 3 characters', () => {
    expect(cleanHolderName('Ann3 O’Neil!#')).toBe('Ann ONeil');
    expect(cleanHolderName("José d'Arc-Müller")).toBe("José d'Arc-Müller");
    expect(holderError(' a1 ')).toBe('error_blank_name');
    expect(holderError('12345')).toBe('error_blank_name');
    expect(holderError('Ann')).toBeUndefined();
  });

  it('checks numbers with Luhn and says whether they are incomplete or invalid', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(numberError('4242 4242 4242 4242')).toBeUndefined();
    expect(numberError('4242 4242 4242 4241')).toBe('error_invalid_number');
    expect(numberError('4242 4242')).toBe('error_incomplete_number');
    expect(numberError('')).toBe('error_invalid_number');
    expect(formatCardNumber('4000002760003184')).toBe('4000 0027 6000 3184');
  });

  it('checks the expiry as MM/YY, not before this month, and the CVC as 3–4 digits', () => {
    const now = new Date(NOW);
    expect(formatExpiry('1230')).toBe('12/30');
    expect(expiryError('12/30', now)).toBeUndefined();
    expect(expiryError('11/26', now)).toBeUndefined();
    expect(expiryError('10/26', now)).toBe('error_expired_card');
    expect(expiryError('13/30', now)).toBe('error_invalid_expiry_month');
    expect(expiryError('12/', now)).toBe('error_incomplete_expiry');
    expect(expiryError('12/99', now)).toBe('error_invalid_expiry_year');
    expect(cvcError('123')).toBeUndefined();
    expect(cvcError('1234')).toBeUndefined();
    expect(cvcError('12')).toBe('error_invalid_cvc');
    expect(validateCard({ holder: 'Jo', number: '4242', expiry: '01/20', cvc: 'x' }, now)).toEqual({
      holder: 'error_blank_name',
      number: 'error_incomplete_number',
      expiry: 'error_expired_card',
      cvc: 'error_invalid_cvc',
    });
  });

  it('maps the documented test numbers to their tokens, and any other number to one the server refuses', () => {
    expect(sandboxToken('4242 4242 4242 4242')).toBe('tok_visa');
    expect(sandboxToken('5555 5555 5555 4444')).toBe('tok_mastercard');
    expect(sandboxToken('4000 0000 0000 0002')).toBe('tok_chargeDeclined');
    expect(sandboxToken('4000 0000 0000 9995')).toBe('tok_chargeDeclinedInsufficientFunds');
    expect(sandboxToken('4000 0000 0000 0069')).toBe('tok_chargeDeclinedExpiredCard');
    expect(sandboxToken('4000 0000 0000 0127')).toBe('tok_chargeDeclinedIncorrectCvc');
    expect(sandboxToken('4000 0027 6000 3184')).toBe('pm_card_threeDSecure2Required');
    expect(sandboxToken('4000 0000 0000 0341')).toBe('tok_chargeCustomerFail');
    expect(sandboxToken('4100 0000 0000 0019')).toBe('tok_chargeDeclinedFraudulent');
    expect(sandboxToken('4000 0000 0000 9979')).toBe('tok_chargeDeclinedStolenCard');
    expect(sandboxToken('4012 8888 8888 1881')).toMatch(/^tok_unknown_/);
  });
});

describe('modes, periods, errors and the payment guard (§4, §8)', () => {
  it('falls back to free_trial when trials are on, else charge; free_trial without trials is charge', () => {
    expect(resolveMode('bogus', true)).toBe('free_trial');
    expect(resolveMode(undefined, false)).toBe('charge');
    expect(resolveMode('free_trial', false)).toBe('charge');
    expect(resolveMode('update', false)).toBe('update');
    expect(resolveRecurring('week', 'month')).toBe('month');
    expect(resolveRecurring('year', 'month')).toBe('year');
  });

  it('opens nothing for a Plus user unless the card is being changed', () => {
    expect(paymentOpens('charge', true)).toBe(false);
    expect(paymentOpens('update', true)).toBe(true);
    expect(paymentOpens('charge', false)).toBe(true);
    expect(paymentOpens('update', false)).toBe(false);
  });

  it('shows every decline as error_card_declined and unknown failures as error_processing_payment', () => {
    for (const code of ['card_declined', 'insufficient_funds', 'stolen_card', 'fraudulent']) expect(paymentErrorView(code).key).toBe('error_card_declined');
    expect(paymentErrorView('expired_card')).toMatchObject({ key: 'error_expired_card', field: 'expiry' });
    expect(paymentErrorView('incorrect_cvc')).toMatchObject({ key: 'error_invalid_cvc', field: 'cvc' });
    expect(paymentErrorView('user_is_plus').key).toBe('error_already_upgraded');
    expect(paymentErrorView('subscribed_before')).toMatchObject({ key: 'error_please_refresh', support: true });
    expect(paymentErrorView('trial_found').key).toBe('error_trial_found');
    expect(paymentErrorView('invalid_token').key).toBe('error_processing_payment');
    expect(paymentErrorView('invalid_holdername')).toMatchObject({ key: 'error_blank_name', field: 'holder' });
  });

  it('runs one payment at a time', async () => {
    const guard = createPaymentGuard();
    let release!: () => void;
    const first = guard.run(() => new Promise<string>((resolve) => (release = () => resolve('paid'))));
    expect(guard.busy).toBe(true);
    expect(await guard.run(() => Promise.resolve('second'))).toBeNull();
    release();
    expect(await first).toBe('paid');
    expect(guard.busy).toBe(false);
    expect(await guard.run(() => Promise.resolve('again'))).toBe('again');
  });
});

describe('3-D Secure answer (§4 "Payment flow")', () => {
  it('takes the test bank’s message only from this page’s own origin and only in its shape', async () => {
    const { readOutcome } = await import('../../src/features/subscription/ThreeDSecure');
    const origin = 'https://pixloom.test';
    expect(readOutcome({ origin, data: { type: 'pixloom-3ds', outcome: 'succeed' } }, origin)).toBe('succeed');
    expect(readOutcome({ origin, data: { type: 'pixloom-3ds', outcome: 'fail' } }, origin)).toBe('fail');
    expect(readOutcome({ origin: 'https://evil.test', data: { type: 'pixloom-3ds', outcome: 'succeed' } }, origin)).toBeNull();
    expect(readOutcome({ origin, data: { type: 'other', outcome: 'succeed' } }, origin)).toBeNull();
    expect(readOutcome({ origin, data: { type: 'pixloom-3ds', outcome: 'maybe' } }, origin)).toBeNull();
    expect(readOutcome({ origin, data: null }, origin)).toBeNull();
  });
});
