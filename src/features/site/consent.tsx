// The cookie banner (spec account-content §4 "Cookie consent", §9): shown when the server asked (or, on the
// service worker's copy of the page, when the remembered country is listed); the answer is kept in
// gdpr_cookie_consent, yes for 365 days and no for 30. Nothing non-essential is set before a yes: the app's
// own cookies (session, language, CSRF token, the compatibility result) are needed for it to work, and
// analytics events stay in the page (src/lib/track.ts) until an analytics area asks hasConsent().
import { useTranslation } from 'react-i18next';
import { addHostSlot } from '../../app/layout/slots';
import { useStore } from '../../app/useStore';
import { getCookie, setCookie } from '../../lib/cookies';
import { createStore } from '../../lib/store';
import { CONSENT_COOKIE, CONSENT_NO_DAYS, CONSENT_YES_DAYS, COUNTRY_COOKIE, isConsentAnswer, isConsentCountry } from '../../lib/shared/site/consent';
import './site.css';

const consentOpen = createStore(false);

export function startConsent(askedByServer: boolean): void {
  if (isConsentAnswer(getCookie(CONSENT_COOKIE))) return;
  if (!askedByServer && !isConsentCountry(getCookie(COUNTRY_COOKIE))) return;
  consentOpen.set(true);
  addHostSlot(ConsentBanner);
}

export function answerConsent(answer: 'yes' | 'no'): void {
  setCookie(CONSENT_COOKIE, answer, answer === 'yes' ? CONSENT_YES_DAYS : CONSENT_NO_DAYS);
  consentOpen.set(false);
}

/** Whether non-essential cookies may be set: only after a yes. */
export function hasConsent(): boolean {
  return getCookie(CONSENT_COOKIE) === 'yes';
}

/** The banner: a region at the bottom with the two answers; it leaves once one is chosen. */
function ConsentBanner() {
  const { t } = useTranslation();
  const open = useStore(consentOpen);
  if (!open) return null;
  return (
    <section className="px-consent" aria-label={t('site_consent_label')} data-testid="consent-banner">
      <p>{t('site_consent_text')}</p>
      <div className="px-consent__actions">
        <button type="button" className="px-btn px-btn--secondary" onClick={() => answerConsent('no')}>
          {t('site_consent_decline')}
        </button>
        <button type="button" className="px-btn" onClick={() => answerConsent('yes')}>
          {t('site_consent_accept')}
        </button>
      </div>
    </section>
  );
}
