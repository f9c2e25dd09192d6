// Plus status (spec shell-auth-platform §4.5): pl "1" means Plus. A user who is not Plus but registered
// less than a day ago is in the one-day new-user trial and is treated as Plus with status trialing. A
// native store subscription sets pl and subscr_usr to 1, and trialing when its trial started. The
// subscription area extends this through the context (store purchases, the free-trial switch).
import type { User } from '../../lib/user';

export const NEW_USER_TRIAL_MS = 24 * 60 * 60 * 1000;

export interface NativeStoreSubscription {
  active: boolean;
  /** A store trial started. */
  trial: boolean;
}

export interface PlusContext {
  now: number;
  /** Length of the new-user trial; 0 turns it off. */
  newUserTrialMs?: number;
  nativeSubscription?: NativeStoreSubscription | null;
}

export function isPlus(user: Pick<User, 'pl'> | null | undefined): boolean {
  return user?.pl === '1';
}

export function inNewUserTrial(user: Pick<User, 'register_date'>, now: number, trialMs = NEW_USER_TRIAL_MS): boolean {
  return trialMs > 0 && user.register_date > 0 && now >= user.register_date && now - user.register_date < trialMs;
}

/** When the new-user trial of this user ends (epoch ms), or null when it does not apply. */
export function newUserTrialEnd(user: Pick<User, 'register_date'>, now: number, trialMs = NEW_USER_TRIAL_MS): number | null {
  return inNewUserTrial(user, now, trialMs) ? user.register_date + trialMs : null;
}

/** The user as the app treats them: the server's data with the Plus rules of §4.5 applied. */
export function applyPlusStatus(user: User, context: PlusContext): User {
  let next: User = user;
  const native = context.nativeSubscription;
  if (native?.active) {
    next = {
      ...next,
      pl: '1',
      subscr_usr: 1,
      subscription_status: native.trial ? 'trialing' : next.subscription_status === 'trialing' ? 'trialing' : 'plus',
      ...(native.trial ? { trial_source: 'store' } : {}),
    };
  }
  if (next.pl !== '1') {
    if (inNewUserTrial(next, context.now, context.newUserTrialMs ?? NEW_USER_TRIAL_MS)) {
      return { ...next, pl: '1', subscription_status: 'trialing', trial_source: 'new_user' };
    }
    return next.subscription_status === 'free' ? next : { ...next, subscription_status: 'free' };
  }
  return next.subscription_status === 'free' ? { ...next, subscription_status: 'plus' } : next;
}
