// The subscription area's front door (Plus: prices, payment, paywall). Other areas import this file only.
// Reachable from the start-up code (the page table), so it holds only what is small: the dialogs, the
// payment flow and the state load on first use.
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { isPlus } from './access';
import type { PaymentMode, Recurring } from './rules';
import { subscriptionState, type SubscriptionState } from './store';

export { formatPrice } from './formatPrice';
export type { SubscriptionState } from './store';
export const loadPricingPage = () => import('./PricingPage');

/** The pricing modal; does nothing for a Plus user. */
export function openPricing(): void {
  if (isPlus(currentUser.get())) return;
  void import('./pricing').then((module) => module.openPricingModal());
}

/** The payment modal; resolves true when the payment (or card change) succeeded. */
export function openPayment(options: { mode?: PaymentMode; recurring?: Recurring } = {}): Promise<boolean> {
  return import('./payment').then((module) => module.openPayment(options));
}

/** Re-reads auth/status (the Plus state) and the device's copy of it. */
export function refreshSubscriptionState(): Promise<void> {
  return import('./state').then((module) => module.refreshSubscriptionState());
}

/** Prices, the chosen period and the trial switch, as the pricing content shows them. */
export function useSubscriptionState(): SubscriptionState {
  return useStore(subscriptionState);
}
