// The payment flow's rules (subscription-navigation §4 "Payment form modes", "Payment flow", §5, §8): the
// four modes and their fallbacks, the period fallback, the error codes turned into messages, and the guard
// that lets one payment run at a time.

export const PAYMENT_MODES = ['charge', 'update', 'update_from_payflow', 'free_trial'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
import { isRecurring, type Recurring } from '../../lib/shared/money';

export { isRecurring, type Recurring };

export function isPaymentMode(value: unknown): value is PaymentMode {
  return typeof value === 'string' && (PAYMENT_MODES as readonly string[]).includes(value);
}

/** §4: an invalid (or missing) mode falls back to free_trial when trials are on, else charge. */
export function resolveMode(mode: unknown, trialsEnabled: boolean): PaymentMode {
  if (isPaymentMode(mode)) return mode === 'free_trial' && !trialsEnabled ? 'charge' : mode;
  return trialsEnabled ? 'free_trial' : 'charge';
}

/** §4: an invalid period falls back to the current one. */
export function resolveRecurring(recurring: unknown, current: Recurring): Recurring {
  return isRecurring(recurring) ? recurring : current;
}

/** §4 "Payment flow": a Plus user gets nothing unless they are changing the card. */
export function paymentOpens(mode: PaymentMode, isPlus: boolean): boolean {
  if (!isPlus) return mode !== 'update' && mode !== 'update_from_payflow';
  return mode === 'update' || mode === 'update_from_payflow';
}

/** Card declines (§8): every one shows error_card_declined. */
const DECLINES = new Set(['card_declined', 'insufficient_funds', 'stolen_card', 'fraudulent', 'lost_card', 'do_not_honor', 'generic_decline', 'incorrect_cvc', 'authentication_failed']);

export interface PaymentErrorView {
  /** The message key shown on the form's banner (or on its field). */
  key: string;
  /** The field that carries it, when it belongs to one. */
  field?: 'holder' | 'number' | 'expiry' | 'cvc';
  /** Shown with a link to support. */
  support?: boolean;
  /** Reported to monitoring (declines and unknown failures). */
  report?: boolean;
}

/** §8: the server's (or processor's) code → what the form shows. */
export function paymentErrorView(code: string): PaymentErrorView {
  if (code === 'incorrect_cvc' || code === 'invalid_cvc') return { key: 'error_invalid_cvc', field: 'cvc', report: true };
  if (DECLINES.has(code)) return { key: 'error_card_declined', report: true };
  switch (code) {
    case 'invalid_holdername':
    case 'error_blank_name':
      return { key: 'error_blank_name', field: 'holder' };
    case 'invalid_number':
    case 'incorrect_number':
    case 'incomplete_number':
      return { key: 'error_invalid_number', field: 'number' };
    case 'expired_card':
    case 'invalid_expiry_year_past':
      return { key: 'error_expired_card', field: 'expiry' };
    case 'incomplete_expiry':
    case 'invalid_expiry_year':
    case 'invalid_expiry_month':
      return { key: `error_${code}`, field: 'expiry' };
    case 'user_is_plus':
      return { key: 'error_already_upgraded' };
    case 'subscribed_before':
      return { key: 'error_please_refresh', support: true };
    case 'trial_found':
    case 'error_trial_found':
      return { key: 'error_trial_found' };
    case 'payment_in_progress':
      return { key: 'error_payment_in_progress' };
    case 'user_offline':
      return { key: 'user_offline' };
    default:
      return { key: 'error_processing_payment', report: true };
  }
}

/** §4: only one payment at a time. `run` refuses (returns null) while another is under way. */
export function createPaymentGuard() {
  let busy = false;
  return {
    get busy(): boolean {
      return busy;
    },
    async run<T>(task: () => Promise<T>): Promise<T | null> {
      if (busy) return null;
      busy = true;
      try {
        return await task();
      } finally {
        busy = false;
      }
    },
  };
}
