// The Plus teaser (spec §2 "Teaser modals", shell-auth-platform §2.5): the feature's before/after
// comparison, slideshow or video, what Plus gives, and a sign-in button (visitors) or an upgrade button
// (free users); a learn-more link when the teaser has one.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../app/dialogs/Modal';
import { openAuthModal } from '../auth';
import { openPricing } from '../subscription';
import { BeforeAfter } from './BeforeAfter';
import { lastOwnPhoto } from './ownPhoto';
import { Slideshow } from './Slideshow';
import { teaserFor, type TeaserImage, type ViewerRole } from './teasers';

function useOwnPhoto(enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let made: string | null = null;
    let live = true;
    void lastOwnPhoto()
      .then((blob) => {
        if (!blob || !live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [enabled]);
  return url;
}

export function TeaserModal({ featureKey, role, onClose }: { featureKey: string; role: ViewerRole; onClose: () => void }) {
  const { t } = useTranslation();
  const teaser = teaserFor(featureKey);
  const ownPhoto = useOwnPhoto(teaser.usesOwnPhoto === true);
  const images: TeaserImage[] = useMemo(() => (ownPhoto ? [{ src: ownPhoto, alt: 'teaser_alt_own_photo' }, ...teaser.images.slice(1)] : teaser.images), [ownPhoto, teaser.images]);
  const [before, after] = images;

  // The upgrade path: the pricing modal (plans, prices, then the payment modal), over the page the user is on.
  const upgrade = (): void => {
    onClose();
    openPricing();
  };
  const signIn = (): void => {
    onClose();
    openAuthModal('signIn');
  };

  return (
    <Modal title={t(teaser.headingText, { feature: t(teaser.featureName) })} size="medium" onClose={onClose} testId="teaser-modal" className="px-msg-modal">
      <div className="px-msg-media" data-own-photo={ownPhoto ? 'yes' : 'no'}>
        {teaser.video ? (
          <video src={teaser.video} autoPlay muted loop playsInline style={{ aspectRatio: String(teaser.imageAspectRatio) }} aria-label={t(teaser.featureName)} />
        ) : teaser.isComparison && before && after ? (
          <BeforeAfter before={before} after={after} aspectRatio={teaser.imageAspectRatio} />
        ) : (
          <Slideshow images={images} aspectRatio={teaser.imageAspectRatio} pace={teaser.pace} testId="teaser-slideshow" />
        )}
      </div>
      <p className="px-msg-text">{t(teaser.text, { feature: t(teaser.featureName) })}</p>
      <div className="px-msg-actions">
        {role === 'visitor' ? (
          <>
            <button type="button" className="px-btn" onClick={signIn} data-autofocus data-testid="teaser-sign-in">
              {t('teaser_sign_in')}
            </button>
            <button type="button" className="px-btn px-btn--secondary" onClick={upgrade} data-testid="teaser-upgrade">
              {t('teaser_see_plans')}
            </button>
          </>
        ) : (
          <button type="button" className="px-btn" onClick={upgrade} data-autofocus data-testid="teaser-upgrade">
            {t('teaser_upgrade')}
          </button>
        )}
        {teaser.learnMoreLink && (
          <Link to={teaser.learnMoreLink} className="px-msg-learn" onClick={onClose} data-testid="teaser-learn-more">
            {t('teaser_learn_more')}
          </Link>
        )}
      </div>
    </Modal>
  );
}
