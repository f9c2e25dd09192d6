// The seam a print service sits behind (PRINT=sandbox by default). The print area prices, checks and
// records an order; the adapter hands it to the service and answers the service's own reference. A real
// print API (an HTTP client with its key, the picture sent by a signed link to the stored file) implements
// this same interface and is chosen in server/adapters/print/index.ts.
import type { PrintProduct, ShippingAddress } from '../../../src/lib/shared/print';

export interface PrintJob {
  orderId: string;
  product: PrintProduct;
  /** Short × long side in inches (`8x10`). */
  size: string;
  quantity: number;
  /** The stored picture (its storage key) and its pixel size. */
  image: { key: string; width: number; height: number; contentType: string };
  address: ShippingAddress;
  email: string;
}

export interface PrintSubmission {
  provider: string;
  /** The service's order id. */
  reference: string;
  /** What the service says about it now (received, in_production…). */
  status: 'received' | 'in_production';
}

export interface PrintAdapter {
  readonly name: string;
  /** Sends the order; throws PrintServiceError when the service refuses it or cannot be reached. */
  submit(job: PrintJob): Promise<PrintSubmission>;
}

export class PrintServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PrintServiceError';
  }
}
