// The app menu of the bars (MenuSlot): settings, changes waiting to sync, installing the app (when the browser
// offers it), the device compatibility result, and the running version. Keyboard and closing: useMenu.
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../app/layout/useMenu';
import { useStore } from '../../app/useStore';
import { report } from '../../lib/report';
import { canInstall, promptInstall } from './install';
import { openSettingsPanel, openSyncPanel } from './panels';
import { PAGE_VERSION } from './version';

export function AppMenu() {
  const { t } = useTranslation();
  const { open, close, rootProps, buttonProps, menuId } = useMenu();
  const installable = useStore(canInstall);

  const choose = (action: () => void) => () => {
    close();
    action();
  };
  // Asked for explicitly: check again (the user may have updated a driver) and show the result.
  const showCompat = (): void => {
    // The check's code (worker client, rules) loads after the first render: import it when asked.
    import('./compatGate')
      .then(({ recheckCompatibility }) => recheckCompatibility())
      .catch((error: unknown) => report('error', 'compatibility check failed', String(error)));
  };

  return (
    <div className="px-app-menu" {...rootProps}>
      <button
        {...buttonProps}
        type="button"
        className="px-btn px-btn--ghost px-btn--icon"
        aria-label={t('offline_menu_label')}
        title={t('offline_menu_label')}
        data-testid="app-menu-button"
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <div className="px-app-menu__list" role="menu" id={menuId} data-testid="app-menu">
          <button type="button" role="menuitem" className="px-app-menu__item" onClick={choose(openSettingsPanel)} data-testid="menu-settings">
            {t('offline_menu_settings')}
          </button>
          <button type="button" role="menuitem" className="px-app-menu__item" onClick={choose(openSyncPanel)} data-testid="menu-sync">
            {t('offline_menu_sync')}
          </button>
          {installable && (
            <button type="button" role="menuitem" className="px-app-menu__item" onClick={choose(() => void promptInstall())} data-testid="menu-install">
              {t('offline_menu_install')}
            </button>
          )}
          <button type="button" role="menuitem" className="px-app-menu__item" onClick={choose(showCompat)} data-testid="menu-compat">
            {t('offline_menu_compat')}
          </button>
          <div className="px-app-menu__version" data-testid="app-version">
            {t('offline_menu_version', { version: PAGE_VERSION })}
          </div>
        </div>
      )}
    </div>
  );
}
