import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { addPeriod, EUROZONE, pairForCountry, PRICE_PAIRS, pricesFor, savingPercent, soldPrice, upgradeAmount, couponAmount, decimalValue, isLegacyPriceId } from '../../../server/billing/prices';

interface PricesData {
  country: string;
  price_pair_id: string;
  currency: string;
  month: { id: string; unit_amount: number; currency: string; recurring: string };
  year: { id: string; unit_amount: number; currency: string; recurring: string };
  saving_percent: number;
}

describe('price rules', () => {
  it('sells at least the pairs of the issue, each a month and a year price', () => {
    for (const id of ['us', 'gb', 'eu', 'ca', 'au', 'mx', 'br', 'in', 'jp', 'no', 'is', 'ch', 'se', 'tr']) {
      const pair = PRICE_PAIRS.get(id);
      expect(pair, id).toBeDefined();
      expect(soldPrice(`${id}_month`)?.price.unit_amount).toBe(pair!.month);
      expect(soldPrice(`${id}_year`)?.price.unit_amount).toBe(pair!.year);
      expect(pair!.currency).toMatch(/^[a-z]{3}$/);
    }
    expect(pricesFor('US')).toMatchObject({ currency: 'usd', month: { id: 'us_month', unit_amount: 799 }, year: { id: 'us_year', unit_amount: 5999 } });
  });

  it('answers saving_percent = floor(100(12m − y)/12m) for every pair, and a positive saving', () => {
    for (const pair of PRICE_PAIRS.values()) {
      const expected = Math.floor((100 * (12 * pair.month - pair.year)) / (12 * pair.month));
      expect(savingPercent(pair.month, pair.year), pair.id).toBe(expected);
      expect(expected, pair.id).toBeGreaterThan(0);
    }
    expect(savingPercent(799, 5999)).toBe(37);
    expect(savingPercent(1000, 12000)).toBe(0);
    expect(savingPercent(1000, 9001)).toBe(24);
  });

  it('maps eurozone countries to the eurozone pair, unknown and missing ones to the US', () => {
    for (const country of EUROZONE) expect(pairForCountry(country).pair.id, country).toBe('eu');
    expect(EUROZONE.size).toBe(20);
    expect(pairForCountry('de').pair.id).toBe('eu');
    expect(pairForCountry('GB').pair.id).toBe('gb');
    expect(pairForCountry('JP').pair.currency).toBe('jpy');
    expect(pairForCountry('ZZ')).toMatchObject({ country: 'US', pair: { id: 'us' } });
    expect(pairForCountry('EU')).toMatchObject({ country: 'US' });
    expect(pairForCountry(undefined)).toMatchObject({ country: 'US' });
    expect(pairForCountry('constructor').pair.id).toBe('us');
  });

  it('knows the legacy ids, which are not sold', () => {
    expect(isLegacyPriceId('monthly')).toBe(true);
    expect(isLegacyPriceId('monthly_premium_2017')).toBe(true);
    expect(soldPrice('monthly')).toBeUndefined();
    expect(soldPrice('monthly_premium_2017')).toBeUndefined();
    expect(soldPrice('xx_month')).toBeUndefined();
    expect(soldPrice('us_week')).toBeUndefined();
  });

  it('rounds the upgrade (−10 %) and coupon (−30 %) amounts to the minor unit, and formats decimal values', () => {
    expect(upgradeAmount(PRICE_PAIRS.get('us')!)).toBe(5399);
    expect(upgradeAmount(PRICE_PAIRS.get('jp')!)).toBe(7920);
    expect(couponAmount(799)).toBe(559);
    expect(decimalValue(5999, 'usd')).toBe('59.99');
    expect(decimalValue(8800, 'jpy')).toBe('8800');
  });

  it('adds calendar months and years, clamped to the month end', () => {
    expect(new Date(addPeriod(Date.UTC(2026, 0, 31), 'month')).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(new Date(addPeriod(Date.UTC(2028, 1, 29), 'year')).toISOString().slice(0, 10)).toBe('2029-02-28');
    expect(new Date(addPeriod(Date.UTC(2026, 10, 23, 12), 'month')).toISOString()).toBe('2026-12-23T12:00:00.000Z');
  });
});

describe.each(testDatabases)('transaction/prices on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server.close());

  it('answers the US pair to a visitor without a country', async () => {
    const res = await new TestClient(server).call<PricesData>('transaction/prices');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      country: 'US',
      price_pair_id: 'us',
      currency: 'usd',
      month: { id: 'us_month', unit_amount: 799, currency: 'usd', recurring: 'month' },
      year: { id: 'us_year', unit_amount: 5999, currency: 'usd', recurring: 'year' },
      saving_percent: 37,
    });
  });

  it('takes the ui_country cookie, and an explicit country over the cookie', async () => {
    const client = new TestClient(server);
    client.cookies.set('ui_country', 'DE');
    const byCookie = await client.call<PricesData>('transaction/prices');
    expect(byCookie.body.data).toMatchObject({ country: 'DE', price_pair_id: 'eu', currency: 'eur', month: { id: 'eu_month' } });
    const explicit = await client.call<PricesData>('transaction/prices', { country: 'GB' });
    expect(explicit.body.data).toMatchObject({ country: 'GB', price_pair_id: 'gb', currency: 'gbp' });
    const unknown = await client.call<PricesData>('transaction/prices', { country: 'QQ' });
    expect(unknown.body.data).toMatchObject({ country: 'US', price_pair_id: 'us' });
  });

  it('serves the GET form with ?country=, and its answer changes with the cookie', async () => {
    const client = new TestClient(server);
    const res = await client.call<PricesData>('get/transaction/prices', { country: 'jp' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ country: 'JP', currency: 'jpy', month: { unit_amount: 1200 }, saving_percent: savingPercent(1200, 8800) });
    client.cookies.set('ui_country', 'FR');
    const cookie = await client.call<PricesData>('get/transaction/prices');
    expect(cookie.body.data?.currency).toBe('eur');
    expect(cookie.response.headers.vary).toContain('Cookie');
  });

  it('answers the saving of every pair through the call', async () => {
    const client = new TestClient(server);
    for (const pair of PRICE_PAIRS.values()) {
      const country = pair.id === 'eu' ? 'AT' : pair.id.toUpperCase();
      const res = await client.call<PricesData>('transaction/prices', { country });
      expect(res.body.data?.price_pair_id, country).toBe(pair.id);
      expect(res.body.data?.saving_percent, country).toBe(savingPercent(pair.month, pair.year));
      expect(res.body.data?.year.unit_amount).toBe(pair.year);
    }
  });
});
