// The sign-out page (/sign-out/?next=): signs out, clears the local settings and the last-used email, then
// loads the home page in the user's language (the dashboard in the installed app), or `next` when it is on
// this site. A full load leaves nothing of the signed-out user in memory.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { currentLanguage } from '../../app/language/language';
import type { PageProps } from '../../lib/pages';
import { isInstalledApp } from '../../lib/platform';
import { isSiteLanguage } from '../../lib/shared/languages';
import { currentUser, whenUserKnown } from '../../lib/user';
import { signOut, signOutTarget } from './signOut';

let running: Promise<void> | null = null;

async function signOutAndLeave(next: string | null): Promise<void> {
  await whenUserKnown();
  const userLanguage = currentUser.get()?.language;
  const language = isSiteLanguage(userLanguage) ? userLanguage : currentLanguage.get();
  await signOut();
  window.location.replace(signOutTarget({ next, origin: window.location.origin, language, installed: isInstalledApp() }));
}

export default function SignOutPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = params.get('next');
  useEffect(() => {
    running ??= signOutAndLeave(next);
  }, [next]);
  return (
    <main className="px-page px-empty" aria-busy="true" data-testid="page-signOut">
      <div className="px-spinner" style={{ margin: '0 auto 16px' }} />
      <p>{t('auth_signing_out')}</p>
    </main>
  );
}
