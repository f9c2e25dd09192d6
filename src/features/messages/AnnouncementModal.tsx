// An announcement (spec §2 "Announcement modals", §3 "Announcement"): heading, body, pictures or a video,
// links into the tools it tells about, a confirm and a cancel button. Any way of closing it dismisses it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../app/dialogs/Modal';
import { router } from '../../app/routing/appRouter';
import type { Announcement } from './announcements';
import { Slideshow } from './Slideshow';

export function AnnouncementModal({ announcement: a, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = (): void => {
    onClose();
    if (a.confirmTo) void router.navigate(a.confirmTo);
  };
  return (
    <Modal title={t(a.headingText)} size="medium" onClose={a.displayCloseButton ? onClose : undefined} testId="announcement-modal" className="px-msg-modal">
      <div data-announcement={a.id}>
        {a.video ? (
          <video src={a.video} autoPlay muted loop playsInline className="px-msg-video" />
        ) : a.images.length > 0 ? (
          <div className="px-msg-media">
            <Slideshow images={a.images.map((image) => ({ src: image.filename, alt: image.alt, duration: image.duration }))} aspectRatio={4 / 3} pace="long" />
          </div>
        ) : null}
        <p className="px-msg-text">{t(a.bodyText)}</p>
        {a.links.length > 0 && (
          <ul className="px-msg-links">
            {a.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="px-msg-actions">
          {!a.hideConfirmButton && (
            <button type="button" className="px-btn" onClick={confirm} data-autofocus data-testid="announcement-confirm">
              {t(a.confirmText)}
            </button>
          )}
          {a.cancelText && (
            <button type="button" className="px-btn px-btn--secondary" onClick={onClose} data-testid="announcement-cancel">
              {t(a.cancelText)}
            </button>
          )}
          {a.learnMoreLink && (
            <Link to={a.learnMoreLink} className="px-msg-learn" onClick={onClose}>
              {t('teaser_learn_more')}
            </Link>
          )}
        </div>
      </div>
    </Modal>
  );
}
