// print/ calls (issue 19 "Print"): print/catalog, the products, sizes and prices in the user's currency;
// print/order, which checks the order against the picture the user uploaded (direct-upload, bucket
// `print`), prices it from the server's table (nothing the page says about prices is read), hands it to
// the print service (server/adapters/print), records it and queues the confirmation mail; print/orders, the
// signed-in user's own orders for My Account.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineCall, type CallDefinition } from '../api/types';
import { ApiError } from '../api/errors';
import { noInput } from '../api/input';
import type { Services } from '../services';
import { isSafeKey } from '../adapters/storage';
import { StorageError } from '../adapters/storage/errors';
import { inspectImage, MIME_OF } from '../storage/inspect';
import { findUpload } from '../storage/uploads';
import { queueMail } from '../jobs/mail';
import { createPrintAdapter, PrintServiceError } from '../adapters/print/index';
import { addressErrors, cleanAddress, isPrintProduct, printDpi, printOrderNumber, printSizeOf, PRINT_QUANTITY_MAX, PRINT_SIZES, type PrintOrderJson, type PrintOrderSummary } from '../../src/lib/shared/print';
import { catalogOf, printPricesFor } from './prices';
import { printOrderMail } from './mail';

export const PRINT_BUCKET = 'print';
/** My Account lists this many of the newest orders. */
export const ORDERS_LISTED = 100;

/** An address field: its length is checked by addressErrors; this bound only keeps huge bodies out. */
const text = (max: number, code: string) => z.string().max(max * 4, code).optional();

const orderInput = z.object({
  product: z.string({ error: 'invalid_product' }).max(40, 'invalid_product'),
  size: z.string({ error: 'invalid_size' }).max(20, 'invalid_size'),
  quantity: z.string({ error: 'invalid_quantity' }).max(6, 'invalid_quantity'),
  image_key: z.string({ error: 'print_image_missing' }).max(400, 'print_image_missing'),
  name: text(100, 'name_too_long'),
  line1: text(200, 'line1_too_long'),
  line2: text(200, 'line2_too_long'),
  city: text(100, 'city_too_long'),
  region: text(100, 'region_too_long'),
  postal_code: text(12, 'invalid_postal_code'),
  country: text(2, 'invalid_country'),
});

const ADDRESS_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['name_empty', 'Enter the name of the person the prints go to.'],
  ['line1_empty', 'Enter the street address.'],
  ['city_empty', 'Enter the city.'],
  ['postal_code_empty', 'Enter the postal code.'],
  ['invalid_postal_code', 'The postal code is not valid for the country.'],
  ['invalid_country', 'Prints cannot be shipped to this country.'],
]);

async function countryOf(services: Services, userId: string, cookie: string | undefined): Promise<string | null> {
  if (cookie) return cookie;
  const row = await services.db.selectFrom('users').select('country').where('id', '=', userId).executeTakeFirst();
  return row?.country ?? null;
}

export function printCalls(services: Services): CallDefinition<never>[] {
  const { db, storage, config } = services;
  const adapter = createPrintAdapter(config);

  // The answer depends on the ui_country cookie: caches check it every time.
  const catalog = defineCall({
    name: 'print/catalog',
    input: noInput,
    read: { maxAgeSeconds: 0 },
    handler: (_input, ctx) => {
      ctx.reply.header('vary', 'Cookie');
      return catalogOf(printPricesFor(ctx.request.cookies.ui_country));
    },
  });

  const order = defineCall({
    name: 'print/order',
    auth: 'user',
    input: orderInput,
    handler: async (input, ctx) => {
      const user = ctx.auth!;
      if (!isPrintProduct(input.product)) throw new ApiError('invalid_product', 400, 'Choose a photo print, a poster or a canvas.');
      const size = printSizeOf(input.product, input.size);
      if (!size) throw new ApiError('invalid_size', 400, `Choose one of the sizes: ${PRINT_SIZES[input.product].map((s) => s.id).join(', ')}.`);
      const quantity = /^\d{1,3}$/.test(input.quantity) ? Number(input.quantity) : 0;
      if (quantity < 1 || quantity > PRINT_QUANTITY_MAX) throw new ApiError('invalid_quantity', 400, `Order 1 to ${PRINT_QUANTITY_MAX} prints.`);
      const errors = addressErrors(input);
      const [field, code] = [...errors][0] ?? [];
      if (field && code) throw new ApiError(code, 400, ADDRESS_MESSAGES.get(code) ?? `The ${field.replace('_', ' ')} is too long.`, { field });
      const address = cleanAddress(input);

      // The picture: the user's own upload to the print bucket, checked by its bytes.
      const key = storage.keyFromUpload(input.image_key);
      const upload = isSafeKey(key) ? await findUpload(db, key) : undefined;
      if (!upload || upload.user_id !== user.userId || upload.bucket !== PRINT_BUCKET) throw new ApiError('print_image_missing', 404, 'Upload the picture to print first.');
      const data = await storage.get(key);
      if (!data) throw new ApiError('print_image_missing', 404, 'Upload the picture to print first.');
      let facts;
      try {
        facts = await inspectImage(data, upload.content_type, config.uploadMaxPixels);
      } catch (error) {
        if (error instanceof StorageError) throw new ApiError(error.code, error.status, error.message);
        throw error;
      }

      const prices = printPricesFor(await countryOf(services, user.userId, ctx.request.cookies.ui_country));
      const unit = prices.unit.get(`${input.product}:${size.id}`);
      if (unit === undefined) throw new ApiError('invalid_size', 400, 'This size is not sold.');
      const id = randomUUID();
      const now = Date.now();
      let submission;
      try {
        submission = await adapter.submit({ orderId: id, product: input.product, size: size.id, quantity, image: { key, width: facts.width, height: facts.height, contentType: MIME_OF[facts.format] }, address, email: user.email });
      } catch (error) {
        if (error instanceof PrintServiceError) throw new ApiError('print_service_failed', 502, 'The print service did not take the order; nothing was charged. Try again later.');
        throw error;
      }
      const json: PrintOrderJson = {
        id,
        status: submission.status,
        product: input.product,
        size: size.id,
        quantity,
        dpi: printDpi(facts, size),
        currency: prices.currency,
        unit_amount: unit,
        shipping_amount: prices.shipping,
        total_amount: unit * quantity + prices.shipping,
        email: user.email,
        address,
        created_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('print_orders')
          .values({
            id, user_id: user.userId, status: json.status, product: json.product, size: json.size, quantity, image_key: key,
            image_width: facts.width, image_height: facts.height, dpi: json.dpi, currency: json.currency, unit_amount: unit,
            shipping_amount: json.shipping_amount, total_amount: json.total_amount, email: user.email,
            ship_name: address.name, ship_line1: address.line1, ship_line2: address.line2, ship_city: address.city,
            ship_region: address.region, ship_postal_code: address.postal_code, ship_country: address.country,
            provider: submission.provider, provider_ref: submission.reference, created_at: now,
          })
          .execute();
        // The upload is the order's now: the unclaimed-upload pruning leaves it.
        await trx.deleteFrom('storage_uploads').where('storage_key', '=', key).execute();
      });
      await queueMail(services, await printOrderMail(config.localesDir, json, ctx.lang));
      return json;
    },
  });

  // My Account's "Print orders": the signed-in user's own orders only, newest first.
  const orders = defineCall({
    name: 'print/orders',
    auth: 'user',
    input: noInput,
    handler: async (_input, ctx): Promise<PrintOrderSummary[]> => {
      const rows = await db
        .selectFrom('print_orders')
        .select(['id', 'status', 'product', 'size', 'quantity', 'currency', 'total_amount', 'created_at'])
        .where('user_id', '=', ctx.auth!.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ORDERS_LISTED)
        .execute();
      return rows.flatMap((row) =>
        isPrintProduct(row.product)
          ? [{ id: row.id, number: printOrderNumber(row.id), status: row.status, product: row.product, size: row.size, quantity: Number(row.quantity), currency: row.currency, total_amount: Number(row.total_amount), created_at: Number(row.created_at) }]
          : [],
      );
    },
  });

  return [catalog, order, orders] as CallDefinition<never>[];
}
