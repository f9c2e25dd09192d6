// Login success (spec §4.4): update the user; switch the site language to the user's if supported; track
// the event; run the pending login callback or close the modals; a new user sees the welcome dialog; an
// existing user on the home page whose device runs the editor (WebGL) goes to the dashboard.
import { currentLanguage } from '../../app/language/language';
import { switchLanguage } from '../../app/language/switchLanguage';
import { router } from '../../app/routing/appRouter';
import { routeTable } from '../../app/routing/routeTable';
import { cachedCompatibility, getCompatibility } from '../../lib/compat/compatClient';
import { report } from '../../lib/report';
import { isAppLanguage, isSiteLanguage } from '../../lib/shared/languages';
import { dashboardPath } from '../../lib/shared/routes';
import type { User } from '../../lib/user';
import { closeAuthModal, openWelcomeDialog } from './authModal';
import type { LoginResult } from './loginFlow';
import { setSessionUser } from './session';
import { track } from './track';

async function supportsWebGl(): Promise<boolean> {
  const cached = cachedCompatibility();
  if (cached) return cached.supported;
  try {
    return (await getCompatibility()).supported;
  } catch {
    return false;
  }
}

function onHomePage(): boolean {
  return routeTable.resolve(router.state.location.pathname)?.route.page === 'home';
}

export interface CompleteLoginOptions {
  /** The pending login callback; replaces closing the modals and the home-page redirect. */
  onLogin?: (user: User) => void;
}

export async function completeLogin(result: LoginResult, options: CompleteLoginOptions = {}): Promise<void> {
  const { user, isNew } = result;
  setSessionUser(user);
  if (isAppLanguage(user.language) && user.language !== currentLanguage.get()) {
    await switchLanguage(user.language).catch((error: unknown) => report('warning', 'switching to the user language failed', { error: String(error) }));
  }
  track(isNew ? 'registered' : 'logged_in', { method: user.register_from });
  closeAuthModal();
  if (options.onLogin) {
    options.onLogin(user);
  }
  if (isNew) {
    openWelcomeDialog(user.email);
  } else if (!options.onLogin && onHomePage() && (await supportsWebGl())) {
    const lang = currentLanguage.get();
    await router.navigate(dashboardPath(isSiteLanguage(lang) ? lang : 'en'));
  }
}
