// The payments adapter by PAYMENTS (ARCHITECTURE.md "Configuration"): the built-in sandbox (default), or
// Stripe (server/adapters/payments/stripe.ts, loaded only when chosen so the sandbox never loads the SDK).
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { PaymentsAdapter } from './types';
import { createSandboxPayments } from './sandbox';

export async function createPaymentsAdapter(config: Config, db: Db): Promise<PaymentsAdapter> {
  if (config.payments === 'sandbox') return createSandboxPayments(db);
  const { createStripeAdapter } = await import('./stripe');
  const { secretKey, publishableKey, apiBase } = config.stripe;
  if (!secretKey || !publishableKey) throw new Error('PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  return createStripeAdapter({ secretKey, publishableKey, apiBase });
}
