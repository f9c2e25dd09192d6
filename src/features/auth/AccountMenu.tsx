// The account menu of the nav bars (account-content §2 Dashboard "account dropdown"): a circle with the
// first letter of the username or email for a signed-in user, else an account icon; the dropdown has
// account, my photos, help and sign out, or sign in, register and help. It closes on pointer down
// outside, on Escape and after a choice; arrow keys move through its items (useMenu). The e-mail is cut to
// 21 characters on phone-width bars and 27 elsewhere, and sign out returns to a site root-like page
// (subscription-navigation §2, §9; src/app/layout/navRules.ts).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { emailLimit, signOutHref, truncateEmail } from '../../app/layout/navRules';
import { useMenu } from '../../app/layout/useMenu';
import { routeTable } from '../../app/routing/routeTable';
import { useWindowWidth } from '../../app/ui/useWindowWidth';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { openAuthModal } from './authModal';
import { UserIcon } from '../../app/ui/icons';
import { displayName, initialOf } from './userData';
import './accountMenu.css';

const VISITOR_ITEMS = [
  { form: 'signIn', labelKey: 'sign_in', testId: 'account-menu-sign-in' },
  { form: 'register', labelKey: 'auth_register', testId: 'account-menu-register' },
] as const;

export function AccountMenu() {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  const { open, close, rootProps, buttonProps, menuId } = useMenu();
  const location = useLocation();
  const width = useWindowWidth();

  if (user === undefined) return <span className="px-account px-account--loading" aria-hidden="true" />;

  return (
    <div className="px-account" {...rootProps}>
      <button
        {...buttonProps}
        type="button"
        className={`px-account__button ${user ? 'px-account__button--user' : ''}`}
        aria-label={user ? t('auth_account_menu_user', { name: displayName(user) }) : t('auth_account_menu')}
        data-testid="account-menu-button"
      >
        {user ? <span className="px-account__initial">{initialOf(user)}</span> : <UserIcon />}
      </button>
      {open && (
        <div className="px-menu" role="menu" id={menuId} aria-label={t('auth_account_menu')} data-testid="account-menu">
          {user ? (
            <>
              <div className="px-account__who" role="presentation">
                <span className="px-account__initial px-account__initial--large">{initialOf(user)}</span>
                <span className="px-account__names">
                  <strong>{displayName(user)}</strong>
                  <span className="px-muted" title={user.email} data-testid="account-menu-email">
                    {truncateEmail(user.email, emailLimit(width))}
                  </span>
                </span>
              </div>
              <Link role="menuitem" className="px-menu__item" to="/my-account/" onClick={() => close()}>
                {t('page_my_account')}
              </Link>
              <Link role="menuitem" className="px-menu__item" to="/myphotos/" onClick={() => close()}>
                {t('page_my_photos')}
              </Link>
              <Link role="menuitem" className="px-menu__item" to="/contact-support/" onClick={() => close()}>
                {t('page_contact_support')}
              </Link>
              <div className="px-menu__sep" role="separator" />
              <Link role="menuitem" className="px-menu__item" to={signOutHref(routeTable.resolve(location.pathname), location, window.location.origin)} onClick={() => close()} data-testid="account-menu-sign-out">
                {t('auth_sign_out')}
              </Link>
            </>
          ) : (
            <>
              {VISITOR_ITEMS.map(({ form, labelKey, testId }) => (
                <button
                  key={form}
                  type="button"
                  role="menuitem"
                  className="px-menu__item"
                  onClick={() => {
                    close();
                    openAuthModal(form);
                  }}
                  data-testid={testId}
                >
                  {t(labelKey)}
                </button>
              ))}
              <div className="px-menu__sep" role="separator" />
              <Link role="menuitem" className="px-menu__item" to="/contact-support/" onClick={() => close()}>
                {t('page_contact_support')}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
