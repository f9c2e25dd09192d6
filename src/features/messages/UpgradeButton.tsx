// The top navigation bar's upgrade button for free users: its key (top_nav_bar) skips the teaser and opens
// pricing directly (spec §2 "Teaser modals"). Plus users and visitors (who see sign-in) do not get it.
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { roleOf } from './role';

export function UpgradeButton() {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  if (!user || roleOf(user) !== 'free') return null;
  return (
    <button type="button" className="px-btn px-btn--small" onClick={() => void import('./messageStore').then((module) => module.openTeaser('top_nav_bar'))} data-testid="nav-upgrade">
      {t('teaser_upgrade_short')}
    </button>
  );
}
