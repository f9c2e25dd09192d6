// Opening the payment modal (subscription-navigation §4 "Payment flow"): nothing for a Plus user unless the
// card is changed; a visitor signs in (or registers) first; offline it says user_offline; the mode and
// period fall back as §4 says; one payment modal at a time.
import { acknowledgeDialog } from '../../app/dialogs/dialogs';
import { report } from '../../lib/report';
import { currentUser } from '../../lib/user';
import { openAuthModal } from '../auth';
import { isPlus } from './access';
import { showDialog, subscriptionDialog } from './host';
import { paymentOpens, resolveMode, resolveRecurring, type PaymentMode, type Recurring } from './rules';
import { ensurePrices, priceChoice } from './state';

export interface PaymentOptions {
  mode?: PaymentMode;
  recurring?: Recurring;
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export async function sayOffline(): Promise<void> {
  await acknowledgeDialog({ titleKey: 'offline_title', contentKey: 'user_offline' }).catch((error: unknown) => report('warning', 'offline notice not shown', { error: String(error) }));
}

async function openSignedIn(options: PaymentOptions): Promise<boolean> {
  if (isOffline()) {
    await sayOffline();
    return false;
  }
  await ensurePrices();
  const mode = resolveMode(options.mode, priceChoice.trialsEnabled);
  if (!paymentOpens(mode, isPlus(currentUser.get()))) return false;
  const recurring = resolveRecurring(options.recurring, priceChoice.getRecurring());
  priceChoice.setRecurring(recurring);
  if (subscriptionDialog.get()?.kind === 'payment') return false;
  return new Promise<boolean>((resolve) => {
    showDialog({ kind: 'payment', mode, recurring, done: resolve });
  });
}

export function openPayment(options: PaymentOptions = {}): Promise<boolean> {
  const user = currentUser.get();
  if (user) return openSignedIn(options);
  // A visitor registers or signs in first; the payment opens once they are in. Closing the sign-in
  // answers false, so a waiting button does not stay busy.
  return new Promise<boolean>((resolve) => {
    openAuthModal('register', { noteKey: 'pricing_sign_in_note', onLogin: () => void openSignedIn(options).then(resolve), onCancel: () => resolve(false) });
  });
}
