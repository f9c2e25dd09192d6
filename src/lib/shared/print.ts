// Print orders (issue 19 "Print"; the spec's print modal leaves its details to us): the products and their
// sizes, the resolution rule, the quantity limit and the shipping address's validation. The print modal and
// the server's print/order both use these, so the page's warnings and the server's refusals agree. Prices
// are the server's alone (server/print/prices.ts): the page shows what print/catalog answers.

export const PRINT_PRODUCTS = ['photo_print', 'poster', 'canvas'] as const;
export type PrintProduct = (typeof PRINT_PRODUCTS)[number];

export interface PrintSize {
  /** `8x10`: short side × long side in inches. */
  id: string;
  short: number;
  long: number;
}

function size(short: number, long: number): PrintSize {
  return { id: `${short}x${long}`, short, long };
}

export const PRINT_SIZES: Readonly<Record<PrintProduct, readonly PrintSize[]>> = {
  photo_print: [size(4, 6), size(5, 7), size(8, 10)],
  poster: [size(12, 18), size(18, 24), size(24, 36)],
  canvas: [size(8, 10), size(12, 16), size(16, 20)],
};

export function isPrintProduct(value: string): value is PrintProduct {
  return (PRINT_PRODUCTS as readonly string[]).includes(value);
}

/** The size of a product by id, or undefined (never an inherited property). */
export function printSizeOf(product: PrintProduct, id: string): PrintSize | undefined {
  return PRINT_SIZES[product].find((s) => s.id === id);
}

/** Sharp at arm's length: 300 pixels per inch. */
export const PRINT_DPI_GOOD = 300;
/** Below this a print looks soft or blocky: the modal warns. */
export const PRINT_DPI_LOW = 150;
export const PRINT_QUANTITY_MAX = 50;

/**
 * Pixels per inch the picture gets at a size, printed the way round that fits it (a landscape photo on
 * the paper's long side): the smaller of the two sides' densities, rounded down.
 */
export function printDpi(picture: { width: number; height: number }, printSize: PrintSize): number {
  const long = Math.max(picture.width, picture.height);
  const short = Math.min(picture.width, picture.height);
  return Math.floor(Math.min(long / printSize.long, short / printSize.short));
}

export type DpiRating = 'good' | 'fair' | 'low';

/** good: 300 dpi or more; fair: 150–299 (it prints, a smaller size would be sharper); low: under 150. */
export function dpiRating(dpi: number): DpiRating {
  if (dpi >= PRINT_DPI_GOOD) return 'good';
  return dpi >= PRINT_DPI_LOW ? 'fair' : 'low';
}

/** The largest size (long side, inches) the picture prints at 300 dpi. */
export function sharpLongSide(picture: { width: number; height: number }): number {
  return Math.floor((Math.max(picture.width, picture.height) / PRINT_DPI_GOOD) * 10) / 10;
}

/** Countries the print service ships to (ISO 3166-1 alpha-2). */
export const SHIP_COUNTRIES = ['AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'JP', 'KR', 'MX', 'NL', 'NO', 'PT', 'SE', 'TR', 'US'] as const;

export const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postal_code', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type ShippingAddress = Record<AddressField, string>;

const MAX_LENGTH: Record<AddressField, number> = { name: 100, line1: 200, line2: 200, city: 100, region: 100, postal_code: 12, country: 2 };

/** Postal codes: the countries whose format is fixed get it checked; others letters, digits, spaces and dashes. */
const POSTAL_CODE: ReadonlyMap<string, RegExp> = new Map([
  ['US', /^\d{5}(-\d{4})?$/],
  ['DE', /^\d{5}$/],
  ['FR', /^\d{5}$/],
  ['ES', /^\d{5}$/],
  ['IT', /^\d{5}$/],
  ['JP', /^\d{3}-?\d{4}$/],
  ['BR', /^\d{5}-?\d{3}$/],
  ['CA', /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/],
  ['GB', /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/],
  ['NL', /^\d{4} ?[A-Za-z]{2}$/],
  ['NO', /^\d{4}$/],
]);

/** Each field's error code: `<field>_empty`, `<field>_too_long`, invalid_postal_code, invalid_country. */
export function addressErrors(address: Partial<ShippingAddress>): Map<AddressField, string> {
  const errors = new Map<AddressField, string>();
  const value = (field: AddressField): string => (address[field] ?? '').trim();
  for (const field of ADDRESS_FIELDS) {
    if (value(field).length > MAX_LENGTH[field]) errors.set(field, `${field}_too_long`);
  }
  for (const field of ['name', 'line1', 'city', 'postal_code'] as const) {
    if (!errors.has(field) && value(field) === '') errors.set(field, `${field}_empty`);
  }
  const country = value('country').toUpperCase();
  if (!(SHIP_COUNTRIES as readonly string[]).includes(country)) errors.set('country', 'invalid_country');
  const postal = value('postal_code');
  if (!errors.has('postal_code')) {
    const rule = POSTAL_CODE.get(country) ?? /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/;
    if (!rule.test(postal)) errors.set('postal_code', 'invalid_postal_code');
  }
  return errors;
}

/** The address trimmed, its country upper case. */
export function cleanAddress(address: Partial<ShippingAddress>): ShippingAddress {
  const out = {} as ShippingAddress;
  for (const field of ADDRESS_FIELDS) out[field] = (address[field] ?? '').trim().replace(/\s+/g, ' ');
  out.country = out.country.toUpperCase();
  return out;
}

/** What print/catalog answers (minor units in `currency`). */
export interface PrintCatalog {
  currency: string;
  shipping_amount: number;
  products: { id: PrintProduct; sizes: { id: string; short: number; long: number; unit_amount: number }[] }[];
}

/** What print/order answers. */
export interface PrintOrderJson {
  id: string;
  status: string;
  product: PrintProduct;
  size: string;
  quantity: number;
  dpi: number;
  currency: string;
  unit_amount: number;
  shipping_amount: number;
  total_amount: number;
  email: string;
  address: ShippingAddress;
  created_at: number;
}

/** Where an order is: the print service has it, prints it, has shipped it, or it was cancelled. */
export const PRINT_ORDER_STATUSES = ['received', 'in_production', 'shipped', 'cancelled'] as const;

/** One of the user's orders as print/orders lists it (My Account). */
export interface PrintOrderSummary {
  id: string;
  /** The number the confirmation and its mail show (the id's first 8 characters, upper case). */
  number: string;
  status: string;
  product: PrintProduct;
  size: string;
  quantity: number;
  currency: string;
  total_amount: number;
  created_at: number;
}

/** The order number people see: the confirmation, its mail and My Account show the same. */
export function printOrderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
