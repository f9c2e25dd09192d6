// The print service of PRINT (server/config.ts): only the sandbox so far; a real service's adapter is
// added here and implements PrintAdapter (./types.ts).
import type { Config } from '../../config';
import { sandboxPrint } from './sandbox';
import type { PrintAdapter } from './types';

export type { PrintAdapter, PrintJob, PrintSubmission } from './types';
export { PrintServiceError } from './types';

export function createPrintAdapter(config: Pick<Config, 'print'>): PrintAdapter {
  switch (config.print) {
    case 'sandbox':
      return sandboxPrint();
  }
}
