// The print calls (server/print/calls.ts): the catalog in the user's currency, and an order, whose picture
// travels first through direct-upload to the `print` bucket (the server checks its pixels and prices it).
import { apiCall, ApiError, directUpload, INVALID_RESPONSE } from '../../lib/request';
import type { PrintCatalog, PrintOrderJson, PrintOrderSummary, PrintProduct, ShippingAddress } from '../../lib/shared/print';

export async function fetchPrintCatalog(signal?: AbortSignal): Promise<PrintCatalog> {
  const data = (await apiCall('get/print/catalog', {}, { signal })) as PrintCatalog | null;
  if (!data || typeof data.currency !== 'string' || !Array.isArray(data.products)) throw new ApiError(INVALID_RESPONSE, 'The print catalog is incomplete.');
  return data;
}

export interface OrderRequest {
  product: PrintProduct;
  size: string;
  quantity: number;
  address: ShippingAddress;
  /** The picture as a JPEG at its full size. */
  picture: Blob;
}

export async function placePrintOrder(order: OrderRequest, signal?: AbortSignal): Promise<PrintOrderJson> {
  const uploaded = await directUpload(order.picture, { bucket: 'print', filename: 'print.jpg', signal });
  const data = (await apiCall('print/order', { product: order.product, size: order.size, quantity: order.quantity, image_key: uploaded.name, ...order.address }, { signal })) as PrintOrderJson | null;
  if (!data || typeof data.id !== 'string' || typeof data.total_amount !== 'number') throw new ApiError(INVALID_RESPONSE, 'The order answer is incomplete.');
  return data;
}

/** An amount in minor units in the page's language. */
export function formatAmount(amount: number, currency: string, language: string): string {
  const locale = language === 'no' ? 'nb' : language;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The signed-in user's print orders, newest first (My Account; its card says itself when they could not be loaded). */
export async function fetchMyPrintOrders(signal?: AbortSignal): Promise<PrintOrderSummary[]> {
  const data = await apiCall<unknown>('print/orders', {}, { signal, offlinePrompt: false });
  if (!Array.isArray(data)) throw new ApiError(INVALID_RESPONSE, 'The print order list is not a list.');
  return data as PrintOrderSummary[];
}
