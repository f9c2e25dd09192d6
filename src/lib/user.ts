// The signed-in user as the page knows it (spec §3 User, "latest user data"). The accounts area keeps it
// up to date (auth/status, sign-in, sign-out, the session checks); every other area reads it.
import { createStore } from './store';
import type { Settings } from './shared/settings';

export interface User {
  email: string;
  user_name: string;
  language: string;
  isNewUser: boolean;
  pl: string;
  is_strp: number;
  register_date: number;
  register_from: string;
  login_count: number;
  isMailVerified: number;
  plan_type: number;
  subscription_status: 'free' | 'plus' | 'trialing';
  can_change_user_name: boolean;
  is_subscribe_newsletter: number;
  is_beta_user: number;
  isSocialUser: number;
  options: Partial<Settings>;
  luk: string;
  delinquent: boolean;
  /** Every other field the server sends. */
  [field: string]: unknown;
}

/** null: a visitor; undefined: not known yet (the first auth/status has not answered). */
export const currentUser = createStore<User | null | undefined>(undefined);

export function signedInEmail(): string | null {
  return currentUser.get()?.email ?? null;
}

/** Resolves once the first auth/status has answered (or the page knows it is offline). */
export function whenUserKnown(): Promise<User | null> {
  const value = currentUser.get();
  if (value !== undefined) return Promise.resolve(value);
  return new Promise((resolve) => {
    const stop = currentUser.subscribe(() => {
      const next = currentUser.get();
      if (next === undefined) return;
      stop();
      resolve(next);
    });
  });
}
