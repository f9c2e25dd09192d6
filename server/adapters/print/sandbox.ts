// PRINT=sandbox: a print service that accepts every well-formed order at once, the way a print API's test
// mode does. Its reference is derived from the order id, so a retried submission names the same order.
import type { PrintAdapter, PrintJob, PrintSubmission } from './types';

export function sandboxPrint(): PrintAdapter {
  return {
    name: 'sandbox',
    async submit(job: PrintJob): Promise<PrintSubmission> {
      return { provider: 'sandbox', reference: `sbx_${job.orderId.replace(/-/g, '').slice(0, 20)}`, status: 'received' };
    },
  };
}
