import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { CREATE_ROUTES, dashboardPath, type SectionId } from '../../lib/shared/routes';
import './site.css';

const SECTIONS: { id: SectionId; icon: string }[] = [
  { id: 'editor', icon: '✦' },
  { id: 'collage', icon: '▦' },
  { id: 'designer', icon: '◩' },
];

/** The site's home page: what Pixloom is and a way into each section. */
export default function HomePage({ resolved }: PageProps) {
  const { t } = useTranslation();
  const lang = resolved.route.lang;
  return (
    <main className="px-page px-home">
      <section className="px-home__hero">
        <h1>{t('home_title')}</h1>
        <p className="px-home__lead">{t('home_lead')}</p>
        <div className="px-home__actions">
          <Link className="px-btn" to={CREATE_ROUTES[lang].editor}>
            {t('home_open_editor')}
          </Link>
          <Link className="px-btn px-btn--secondary" to={dashboardPath(lang)}>
            {t('page_dashboard')}
          </Link>
        </div>
      </section>
      <section className="px-home__sections" aria-label={t('home_sections')}>
        {SECTIONS.map((s) => (
          <Link key={s.id} to={CREATE_ROUTES[lang][s.id]} className="px-card px-home__card">
            <span className="px-home__icon" aria-hidden="true">
              {s.icon}
            </span>
            <h2>{t(`section_${s.id}`)}</h2>
            <p>{t(`home_section_${s.id}_text`)}</p>
          </Link>
        ))}
      </section>
      <section className="px-home__offline px-card">
        <h2>{t('home_offline_title')}</h2>
        <p>{t('home_offline_text')}</p>
      </section>
    </main>
  );
}
