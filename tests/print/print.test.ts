// The print rules the modal and the server share (src/lib/shared/print.ts): resolution at a size, printed
// the way round that fits the picture, and the shipping address's checks.
import { describe, expect, it } from 'vitest';
import { addressErrors, cleanAddress, dpiRating, printDpi, printSizeOf, sharpLongSide } from '../../src/lib/shared/print';

const size = (product: 'photo_print' | 'poster' | 'canvas', id: string) => {
  const found = printSizeOf(product, id);
  if (!found) throw new Error(`no size ${id}`);
  return found;
};

describe('resolution at a print size', () => {
  it('fits the picture the way round it is: landscape and portrait get the same dpi', () => {
    expect(printDpi({ width: 1800, height: 1200 }, size('photo_print', '4x6'))).toBe(300);
    expect(printDpi({ width: 1200, height: 1800 }, size('photo_print', '4x6'))).toBe(300);
  });

  it('takes the smaller of the two sides’ densities (a picture cropped to another shape)', () => {
    expect(printDpi({ width: 3000, height: 1000 }, size('photo_print', '4x6'))).toBe(250);
  });

  it('rates 300 dpi and more sharp, 150 to 299 fair, under 150 low', () => {
    expect([dpiRating(300), dpiRating(299), dpiRating(150), dpiRating(149)]).toEqual(['good', 'fair', 'fair', 'low']);
  });

  it('tells the longest side that prints at 300 dpi', () => {
    expect(sharpLongSide({ width: 900, height: 600 })).toBe(3);
    expect(sharpLongSide({ width: 4000, height: 3000 })).toBe(13.3);
  });

  it('knows only its own sizes (no inherited names)', () => {
    expect(printSizeOf('poster', '4x6')).toBeUndefined();
    expect(printSizeOf('poster', 'constructor')).toBeUndefined();
  });
});

describe('the shipping address', () => {
  const good = { name: 'Ada', line1: '1 Main St', line2: '', city: 'Portland', region: '', postal_code: '97201', country: 'us' };

  it('accepts a complete address and cleans it (country upper case, spaces folded)', () => {
    expect([...addressErrors(good)]).toEqual([]);
    expect(cleanAddress({ ...good, name: '  Ada   Lovelace ' })).toMatchObject({ name: 'Ada Lovelace', country: 'US' });
  });

  it('names every missing required field', () => {
    expect(Object.fromEntries(addressErrors({ country: 'US' }))).toEqual({ name: 'name_empty', line1: 'line1_empty', city: 'city_empty', postal_code: 'postal_code_empty' });
  });

  it('checks postal codes by country, and other countries loosely', () => {
    expect(addressErrors({ ...good, postal_code: '9720' }).get('postal_code')).toBe('invalid_postal_code');
    expect(addressErrors({ ...good, country: 'GB', postal_code: 'SW1A 1AA' }).size).toBe(0);
    expect(addressErrors({ ...good, country: 'SE', postal_code: '114 55' }).size).toBe(0);
  });

  it('refuses a country it does not ship to and over-long fields', () => {
    expect(addressErrors({ ...good, country: 'XX' }).get('country')).toBe('invalid_country');
    expect(addressErrors({ ...good, line2: 'x'.repeat(201) }).get('line2')).toBe('line2_too_long');
  });
});
