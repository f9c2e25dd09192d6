// The one message on screen (a teaser, an announcement or a targeted notice) and opening a teaser. The
// dialogs' code loads on first use and joins the app's overlay hosts (addHostSlot), like the auth modals.
import { report } from '../../lib/report';
import { createStore } from '../../lib/store';
import { currentUser } from '../../lib/user';
import type { Announcement } from './announcements';
import type { TargetedNotice } from './targetedNotices';
import { openPricing } from '../subscription';
import { roleOf, teaserAction, type ViewerRole } from './teasers';

export type CurrentMessage =
  | { kind: 'teaser'; key: string; role: ViewerRole; id: number }
  | { kind: 'announcement'; announcement: Announcement; onClose: () => void; id: number }
  | { kind: 'targeted'; notice: TargetedNotice; id: number };

export const currentMessage = /* @__PURE__ */ createStore<CurrentMessage | null>(null);

let nextId = 1;
let host: Promise<void> | undefined;

export function mountMessagesHost(): Promise<void> {
  host ??= import('./MessagesHost')
    .then((module) => module.mountMessagesHost())
    .catch((error: unknown) => {
      host = undefined;
      report('error', 'message dialogs did not load', { error: String(error) });
    });
  return host;
}

type NewMessage = CurrentMessage extends infer M ? (M extends CurrentMessage ? Omit<M, 'id'> : never) : never;

export function showMessage(message: NewMessage): void {
  void mountMessagesHost();
  currentMessage.set({ ...message, id: nextId++ } as CurrentMessage);
}

export function closeMessage(): void {
  currentMessage.set(null);
}

/**
 * A locked feature was asked for (spec §2 "Teaser modals"). Plus users: nothing (returns 'none', the caller
 * goes on). The skip keys: the pricing modal at once. Everyone else: the feature's teaser (or the default one).
 */
export function openTeaser(featureKey: string): 'none' | 'pricing' | 'teaser' {
  const role = roleOf(currentUser.get());
  const action = teaserAction(featureKey, role);
  if (action === 'pricing') openPricing();
  else if (action === 'teaser') showMessage({ kind: 'teaser', key: featureKey, role });
  return action;
}

/** For a Plus feature's entry point: true when the user may use it; otherwise its teaser opens. */
export function allowPlusFeature(featureKey: string): boolean {
  return openTeaser(featureKey) === 'none';
}
