// The subscription and billing calls of account-content §7 (contract: paycontract.md), each checking its
// answer's shape.
import { ApiError, INVALID_RESPONSE, apiCall } from '../../lib/request';
import { RETENTION_COUPON, toCustomer, toInvoices, type CustomerRecord, type Invoice } from './billingRules';

function expectSuccess(answer: unknown): void {
  if (answer !== 'success') throw new ApiError(INVALID_RESPONSE);
}

export async function fetchCustomer(): Promise<CustomerRecord> {
  return toCustomer(await apiCall('transaction/customer', {}, { offlinePrompt: false }));
}

/** Newest first; no_invoices answers an empty list. */
export async function fetchInvoices(): Promise<Invoice[]> {
  try {
    return toInvoices(await apiCall('transaction/invoices', {}, { offlinePrompt: false }));
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'no_invoices') return [];
    throw failure;
  }
}

export async function cancelSubscription(): Promise<unknown> {
  return apiCall('transaction/cancel-subscr', {});
}

export async function applyRetentionCoupon(): Promise<void> {
  await apiCall('transaction/apply-coupon', { coupon: RETENTION_COUPON });
}

export async function resubscribe(): Promise<void> {
  expectSuccess(await apiCall('transaction/re-subscribe', {}));
}

export type UpgradeAnswer = { done: true } | { done: false; clientSecret: string };

/** transaction/upgrade-to-yearly: 'success', or 3-D Secure needed ({code: 'action_needed', cim}). */
export async function upgradeToYearly(input: { price: string } | { confirmed: '1' | '2' }): Promise<UpgradeAnswer> {
  const answer = await apiCall<unknown>('transaction/upgrade-to-yearly', input);
  if (answer === 'success') return { done: true };
  if (typeof answer === 'object' && answer !== null) {
    const { code, cim } = answer as Record<string, unknown>;
    if (code === 'action_needed' && typeof cim === 'string' && cim) return { done: false, clientSecret: cim };
  }
  throw new ApiError(INVALID_RESPONSE);
}
