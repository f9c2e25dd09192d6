// The renewal policy page (/renewal-policy/, linked from the subscription card): how Plus renews, how to
// cancel, how trials end and when refunds are given.
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/pages';
import './account.css';

/** The sections of the policy, in order: each has a heading key and its paragraph keys. */
export const RENEWAL_POLICY_SECTIONS: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }> = [
  { heading: 'renewal_policy_renewals_title', paragraphs: ['renewal_policy_renewals_1', 'renewal_policy_renewals_2'] },
  { heading: 'renewal_policy_failed_title', paragraphs: ['renewal_policy_failed_1'] },
  { heading: 'renewal_policy_cancel_title', paragraphs: ['renewal_policy_cancel_1', 'renewal_policy_cancel_2'] },
  { heading: 'renewal_policy_trial_title', paragraphs: ['renewal_policy_trial_1'] },
  { heading: 'renewal_policy_refunds_title', paragraphs: ['renewal_policy_refunds_1', 'renewal_policy_refunds_2'] },
  { heading: 'renewal_policy_stores_title', paragraphs: ['renewal_policy_stores_1'] },
];

export default function RenewalPolicyPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <main className="px-page px-renewal-policy" data-testid="page-renewalPolicy">
      <h1>{t('page_renewal_policy')}</h1>
      <p className="px-renewal-policy__intro">{t('renewal_policy_intro')}</p>
      {RENEWAL_POLICY_SECTIONS.map((section) => (
        <section key={section.heading}>
          <h2>{t(section.heading)}</h2>
          {section.paragraphs.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </section>
      ))}
      <p className="px-muted">
        <a href="/my-account/">{t('renewal_policy_manage_link')}</a>
      </p>
    </main>
  );
}
