import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { parseDeepLink } from '../../lib/deeplink/parse';
import { dashboardPath } from '../../lib/shared/routes';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { SiteFooter } from '../../app/layout/SiteFooter';
import { BarTools } from '../../app/ui/BarTools';
import { loadPhotoEditor } from '../editor';
import { SharedImagePickup } from '../offline';
import './create.css';
import { SectionTabs } from '../../app/ui/SectionTabs';

// The photo editor (src/features/editor) loads only when its section is open; the collage maker is the
// same editor on a collage document (issue 15), so it loads for the collage section too.
const PhotoEditor = lazy(loadPhotoEditor);

/** The create area: the section chosen by the route and its deep link. */
export default function CreatePage({ resolved }: PageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const link = useMemo(() => parseDeepLink(resolved, location.search, location.hash), [resolved, location.search, location.hash]);
  const lang = resolved.route.lang;
  const section = link?.sectionId ?? 'editor';
  if (section === 'editor' || section === 'collage') {
    return (
      <div className="px-create" data-testid="create-page" data-section={section} data-type={link?.type ?? ''}>
        <Suspense fallback={<div className="px-create__stage" aria-busy="true"><div className="px-spinner" /></div>}>
          <PhotoEditor link={link} lang={lang}>
            <SharedImagePickup />
          </PhotoEditor>
        </Suspense>
      </div>
    );
  }
  return (
    <div className="px-create" data-testid="create-page" data-section={section} data-type={link?.type ?? ''}>
      <header className="px-create__bar">
        <Link to={dashboardPath(lang)} className="px-logo" aria-label={t('page_dashboard')}>
          <img src="/favicon.svg" alt="" width={26} height={26} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <SectionTabs lang={lang} section={section} />
        <div className="px-create__tools">
          <BarTools />
        </div>
      </header>
      <main className="px-create__stage">
        <SharedImagePickup />
        <div className="px-create__empty">
          <h1 data-testid="section-title">{t(`section_${section}`)}</h1>
          <p>{t(`create_${section}_intro`)}</p>
          {link?.type && <p className="px-create__type">{t('create_opened_tool', { tool: link.type })}</p>}
        </div>
      </main>
      {/* The language popup in APP mode (subscription-navigation §2). */}
      <SiteFooter compact />
    </div>
  );
}
