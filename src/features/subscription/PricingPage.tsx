// /pricing/: the plans and prices (subscription-navigation §2 "Pricing modal" loads the same content).
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/pages';
import { PricingContent } from './PricingContent';

export default function PricingPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <main className="px-page px-pricing-page" data-testid="page-pricing">
      <h1>{t('pricing_title')}</h1>
      <PricingContent />
    </main>
  );
}
