// The full page that replaces the app when the device cannot run the editor (shell-auth-platform §4.10:
// "an unsupported-device result hides the app"), with the same support offer as the result dialog.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompatResult } from '../../../workers/compat/rules';
import { CompatLinks, CompatMessages, CompatTestList } from './CompatDetails';
import { COMPAT_LEARN_MORE_HREF, compatSupportHref, currentUserAgent } from './supportLink';

export interface UnsupportedDeviceProps {
  /** An unsupported result from getCompatibility(). */
  result: CompatResult;
  /** Defaults to the support form with this device's facts prefilled. */
  supportHref?: string;
  /** Defaults to the "features not accessible" help page; never shown on phones and tablets. */
  learnMoreHref?: string;
}

export function UnsupportedDevice({ result, supportHref, learnMoreHref = COMPAT_LEARN_MORE_HREF }: UnsupportedDeviceProps) {
  const { t } = useTranslation('compat');
  const headingId = useId();
  const messagesId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const device = currentUserAgent();
  const support = supportHref ?? compatSupportHref(result, device.userAgent, device.maxTouchPoints);

  // The page replaces whatever was on screen: move focus to its heading so screen readers start here.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <main className="px-compat-page" aria-labelledby={headingId} aria-describedby={messagesId} data-testid="compat-unsupported">
      <div className="px-compat-page__card">
        <div className="px-compat-page__icon" aria-hidden="true">
          !
        </div>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="px-compat-page__title">
          {t('compat_title_unsupported')}
        </h1>
        <p className="px-compat-page__intro">{t('compat_unsupported_intro')}</p>
        <CompatMessages result={result} id={messagesId} />
        <CompatTestList result={result} />
        <div className="px-compat-page__actions">
          <CompatLinks supportHref={support} learnMoreHref={result.isMobile ? undefined : learnMoreHref} />
        </div>
      </div>
    </main>
  );
}
