// The subscription area's offline copy (issue 13 "Offline"): the last prices per country and each user's
// own subscription state survive on the device, so pricing and Plus features work without a network.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { cachedPair, cachedState, storePair, storeState } from '../../src/features/subscription/cache';
import type { PricePair } from '../../src/features/subscription/priceGroup';

const EU: PricePair = {
  country: 'DE',
  price_pair_id: 'eu',
  currency: 'eur',
  month: { id: 'eu_month', unit_amount: 799, currency: 'eur', recurring: 'month' },
  year: { id: 'eu_year', unit_amount: 5999, currency: 'eur', recurring: 'year' },
  saving_percent: 37,
};

describe('offline copy', () => {
  it('keeps the last prices per country and none for a country never seen', async () => {
    await storePair('DE', EU);
    expect(await cachedPair('DE')).toEqual(EU);
    expect(await cachedPair('GB')).toBeNull();
  });

  it('keeps each user’s Plus state under their own email, case-insensitively, and nobody else’s', async () => {
    await storeState({ owner: 'Ann@Example.com', pl: '1', status: 'plus', plan_type: 1, price_id: 'us_year' });
    await storeState({ owner: 'bob@example.com', pl: '0', status: 'free', plan_type: 0, price_id: '' });
    expect(await cachedState('ann@example.com')).toMatchObject({ owner: 'ann@example.com', pl: '1', status: 'plus', plan_type: 1 });
    expect(await cachedState('bob@example.com')).toMatchObject({ pl: '0', status: 'free' });
    expect(await cachedState('carol@example.com')).toBeNull();
  });
});
