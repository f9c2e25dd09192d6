// The parts the result dialog and the unsupported-device page share: the translated messages, the list of
// tests with passed/failed, and the support and learn-more links.
import { useTranslation } from 'react-i18next';
import type { CompatMessage, CompatResult } from '../../../workers/compat/rules';
import './compat.css';

const WARNINGS: ReadonlySet<CompatMessage> = new Set(['performance_warning', 'update_driver', 'restart_browser', 'try_mobile_app']);

function tone(message: CompatMessage): 'ok' | 'warning' | 'error' {
  if (message === 'meets_requirements') return 'ok';
  return WARNINGS.has(message) ? 'warning' : 'error';
}

export function CompatMessages({ result, id }: { result: CompatResult; id?: string }) {
  const { t } = useTranslation('compat');
  return (
    <ul className="px-compat__messages" id={id}>
      {result.messages.map((message) => (
        <li key={message} className={`px-compat__message px-compat__message--${tone(message)}`} data-message={message}>
          {t(`compat_msg_${message}`)}
        </li>
      ))}
    </ul>
  );
}

export function CompatTestList({ result }: { result: CompatResult }) {
  const { t } = useTranslation('compat');
  return (
    <section className="px-compat__tests" aria-label={t('compat_tests_heading')}>
      <h3 className="px-compat__tests-heading">{t('compat_tests_heading')}</h3>
      <ul>
        {result.tests.map((test) => (
          <li key={test.name} className={`px-compat__test ${test.hasPassed ? 'is-passed' : 'is-failed'}`} data-test={test.name}>
            <span className="px-compat__test-icon" aria-hidden="true">
              {test.hasPassed ? '✓' : '✕'}
            </span>
            <span className="px-compat__test-name">{t(`compat_test_${test.name}`)}</span>
            <span className="px-compat__test-status">{test.hasPassed ? t('compat_passed') : t('compat_failed')}</span>
          </li>
        ))}
      </ul>
      {result.renderer && <p className="px-compat__renderer">{t('compat_renderer', { renderer: result.renderer })}</p>}
    </section>
  );
}

export interface CompatLinksProps {
  supportHref: string;
  /** Omitted on phones and tablets (subscription-navigation §8: the learn-more link is for computers). */
  learnMoreHref?: string;
}

export function CompatLinks({ supportHref, learnMoreHref }: CompatLinksProps) {
  const { t } = useTranslation('compat');
  return (
    <>
      {learnMoreHref && (
        <a className="px-compat__learn-more" href={learnMoreHref} target="_blank" rel="noopener">
          {t('compat_learn_more')}
        </a>
      )}
      <a className="px-btn px-btn--secondary" href={supportHref}>
        {t('compat_contact_support')}
      </a>
    </>
  );
}
