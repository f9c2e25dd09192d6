import { useTranslation } from 'react-i18next';
import { useStore } from '../useStore';
import { dismissNotification, notifications } from './notifications';
import { CloseIcon } from '../icons';

export function NotificationBanner() {
  const { t } = useTranslation();
  const list = useStore(notifications);
  if (list.length === 0) return null;
  return (
    <div className="px-banners">
      {list.map((n) => (
        <div key={n.id} className={`px-banner px-banner--${n.type}`} role={n.type === 'error' ? 'alert' : 'status'} data-testid={`banner-${n.type}`}>
          <span className="px-banner__text">{n.message}</span>
          {n.button && (
            <button type="button" className="px-btn px-btn--small" onClick={n.button.onClick}>
              {n.button.text}
            </button>
          )}
          {n.dismissible && (
            <button type="button" className="px-btn px-btn--ghost px-btn--small" onClick={() => dismissNotification(n.id)} aria-label={t('dismiss')}>
              <CloseIcon />
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
