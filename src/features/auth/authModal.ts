// Opening the sign-in, registration and reset-password modals (spec §2.5) from anywhere in the app, and
// the after-register welcome dialog. The modals' code (forms, captcha) loads on first use and joins the
// app's overlay hosts (Root), so any page can open them, nav bar or not.
import { createStore } from '../../lib/store';
import { currentUser, type User } from '../../lib/user';
import { report } from '../../lib/report';

export type AuthMode = 'signIn' | 'register' | 'forgot';

export interface AuthModalRequest {
  mode: AuthMode;
  /** Set when opened: a new request remounts the modal. */
  id?: number;
  /** Prefills the email field. */
  email?: string;
  /** The pending login callback (spec §4.4): runs instead of the default after a successful sign-in. */
  onLogin?: (user: User) => void;
  /** A note above the form (e.g. why the user is asked to sign in). */
  noteKey?: string;
  /** Runs when the modal goes without a sign-in: closed by the user, or replaced by another request. */
  onCancel?: () => void;
}

export const authModalState = createStore<AuthModalRequest | null>(null);
/** The after-register welcome dialog: the new user's email, or null when closed. */
export const welcomeState = createStore<string | null>(null);

let host: Promise<void> | undefined;
let nextId = 1;

function mountHost(): Promise<void> {
  host ??= import('./AuthModalHost')
    .then((module) => module.mountAuthModalHost())
    .catch((error: unknown) => {
      host = undefined;
      report('error', 'auth modals did not load', { error: String(error) });
    });
  return host;
}

export function openAuthModal(mode: AuthMode, options: Omit<AuthModalRequest, 'mode'> = {}): void {
  void mountHost();
  const replaced = authModalState.get();
  authModalState.set({ mode, ...options, id: nextId++ });
  replaced?.onCancel?.();
}

/** Closes the modal after a sign-in (or with nothing pending): no cancel callback runs. */
export function closeAuthModal(): void {
  authModalState.set(null);
}

/** The user closed the modal without signing in: whoever was waiting for the sign-in hears so. */
export function dismissAuthModal(): void {
  const request = authModalState.get();
  authModalState.set(null);
  request?.onCancel?.();
}

export function openWelcomeDialog(email: string): void {
  void mountHost();
  welcomeState.set(email);
}

/** Runs `action` for the signed-in user, asking a visitor to sign in first. */
export function requireSignIn(action: (user: User) => void, noteKey?: string): void {
  const user = currentUser.get();
  if (user) action(user);
  else openAuthModal('signIn', { onLogin: action, noteKey });
}
