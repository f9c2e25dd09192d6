// The create area's three sections as tabs (editor, collage, designer), in the page's language; the open
// one is marked for screen readers too. The create page and the editor's top bar both show them.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SiteLanguage } from '../../lib/shared/languages';
import { CREATE_ROUTES, SECTIONS, type SectionId } from '../../lib/shared/routes';

export function SectionTabs({ lang, section }: { lang: SiteLanguage; section: SectionId }) {
  const { t } = useTranslation();
  return (
    <nav className="px-create__sections" aria-label={t('sections')}>
      {SECTIONS.map((id) => (
        <Link key={id} to={CREATE_ROUTES[lang][id]} className={`px-create__tab ${id === section ? 'is-active' : ''}`} aria-current={id === section ? 'page' : undefined}>
          {t(`section_${id}`)}
        </Link>
      ))}
    </nav>
  );
}
