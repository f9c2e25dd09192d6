// The payments adapter by PAYMENTS (ARCHITECTURE.md "Configuration"): the built-in sandbox (default), or
// Stripe (server/adapters/payments/stripe.ts, loaded only when chosen so the sandbox never loads the SDK).
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { PaymentsAdapter } from './types';
import { createSandboxPayments } from './sandbox';

interface StripeModule {
  createStripeAdapter(config: Config): PaymentsAdapter | Promise<PaymentsAdapter>;
}

export async function createPaymentsAdapter(config: Config, db: Db): Promise<PaymentsAdapter> {
  if (config.payments === 'sandbox') return createSandboxPayments(db);
  // A computed specifier: the Stripe adapter is its own module, built beside this one.
  const specifier = './stripe';
  let module: StripeModule;
  try {
    module = (await import(/* @vite-ignore */ specifier)) as StripeModule;
  } catch (err) {
    throw new Error(`PAYMENTS=stripe: the Stripe adapter (server/adapters/payments/stripe.ts) could not be loaded: ${(err as Error).message}`, { cause: err });
  }
  if (typeof module.createStripeAdapter !== 'function') throw new Error('PAYMENTS=stripe: server/adapters/payments/stripe.ts does not export createStripeAdapter(config)');
  return module.createStripeAdapter(config);
}
