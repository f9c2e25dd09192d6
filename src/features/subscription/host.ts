// Which subscription dialog is on screen (the pricing modal, the payment modal or the after-upgrade
// dialog). The dialogs' code joins the app's overlay hosts on first use, like the auth modals.
import { report } from '../../lib/report';
import { createStore } from '../../lib/store';
import type { PaymentAnswerDone } from './calls';
import type { PaymentMode, Recurring } from './rules';

export type SubscriptionDialog =
  | { kind: 'pricing'; id: number }
  | { kind: 'payment'; id: number; mode: PaymentMode; recurring: Recurring; done: (paid: boolean) => void }
  | { kind: 'after'; id: number; answer: PaymentAnswerDone };

type NewDialog = SubscriptionDialog extends infer D ? (D extends SubscriptionDialog ? Omit<D, 'id'> : never) : never;

export const subscriptionDialog = createStore<SubscriptionDialog | null>(null);

let nextId = 1;
let host: Promise<void> | undefined;

function mountHost(): Promise<void> {
  host ??= import('./SubscriptionHost')
    .then((module) => module.mountSubscriptionHost())
    .catch((error: unknown) => {
      host = undefined;
      report('error', 'subscription dialogs did not load', { error: String(error) });
    });
  return host;
}

export function showDialog(dialog: NewDialog): void {
  void mountHost();
  const previous = subscriptionDialog.get();
  // A payment waiting for its answer hears that it was left.
  if (previous?.kind === 'payment') previous.done(false);
  subscriptionDialog.set({ ...dialog, id: nextId++ } as SubscriptionDialog);
}

export function closeDialog(): void {
  subscriptionDialog.set(null);
}
