// The customer support area (account-content §2 "Customer support area", §4 "Support page"): the landing with
// the reasons (REASONS), each reason's help page (CONTENT) and the form (FORM, then CONFIRMATION). Unknown
// reasons go to the 404 page. Breadcrumbs: help centre > contact us > the reason. Every link stays in the
// address's language (the translated route table: /es/contactar-soporte/…).
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { FORM_FIRST_ISSUES, helpSlugOf, issueFromParam, issueOfSlug, issueParam, SUPPORT_ISSUES, type SupportIssue } from '../../lib/shared/support';
import type { SiteLanguage } from '../../lib/shared/languages';
import { localizePath, sitePath, supportFormPath, supportHelpPath, supportLandingPath } from '../../lib/shared/site/paths';
import { HELP_PAGES, helpParagraphKeys } from './helpContent';
import './support.css';

const SupportForm = lazy(() => import('./SupportForm'));

export function formHref(issue: SupportIssue, lang: SiteLanguage = 'en'): string {
  return supportFormPath(lang, issueParam(issue));
}

/** Where a reason of the landing leads: its help page, or the form for other and feedback. */
export function reasonHref(issue: SupportIssue, lang: SiteLanguage = 'en'): string {
  return FORM_FIRST_ISSUES.has(issue) ? formHref(issue, lang) : supportHelpPath(lang, helpSlugOf(issue));
}

/** An unknown reason goes to the 404 page in the address's language (spec §2); nothing is shown meanwhile. */
function useNotFoundWhen(missing: boolean, lang: SiteLanguage): void {
  useEffect(() => {
    if (missing) window.location.replace(sitePath('notFound', lang));
  }, [missing, lang]);
}

function Breadcrumbs({ issue, lang }: { issue?: SupportIssue; lang: SiteLanguage }) {
  const { t } = useTranslation();
  return (
    <nav className="px-support__crumbs" aria-label={t('support_breadcrumbs')} data-testid="support-breadcrumbs">
      <ol>
        <li>{issue ? <Link to={supportLandingPath(lang)}>{t('support_help_centre')}</Link> : <span aria-current="page">{t('support_help_centre')}</span>}</li>
        {issue && (
          <>
            <li>
              <Link to={formHref('other', lang)}>{t('support_contact_us')}</Link>
            </li>
            <li>
              <span aria-current="page">{t(`support_reason_${issue}`)}</span>
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function Reasons({ lang }: { lang: SiteLanguage }) {
  const { t } = useTranslation();
  return (
    <div data-state="REASONS">
      <h1>{t('support_title')}</h1>
      <p className="px-support__intro">{t('support_intro')}</p>
      <ul className="px-support__reasons" data-testid="support-reasons">
        {SUPPORT_ISSUES.map((issue) => (
          <li key={issue}>
            <Link className="px-card px-support__reason" to={reasonHref(issue, lang)} data-issue={issue}>
              <span className="px-support__reason-title">{t(`support_reason_${issue}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function HelpPage({ issue, lang }: { issue: SupportIssue; lang: SiteLanguage }) {
  const { t } = useTranslation();
  const page = HELP_PAGES[issue];
  return (
    <article data-state="CONTENT" data-testid="support-help" data-issue={issue}>
      <h1>{t(`support_reason_${issue}`)}</h1>
      {helpParagraphKeys(issue).map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {page.links.length > 0 && (
        <ul className="px-support__links">
          {page.links.map((link) => (
            <li key={link.href}>
              <Link to={localizePath(link.href, lang)}>{t(link.labelKey)}</Link>
            </li>
          ))}
        </ul>
      )}
      <div className="px-card px-support__still">
        <h2>{t('support_still_need_help')}</h2>
        <Link className="px-btn" to={formHref(issue, lang)} data-testid="support-contact-button">
          {t('support_contact_button')}
        </Link>
      </div>
    </article>
  );
}

function FormRoute({ lang }: { lang: SiteLanguage }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('issue');
  // A missing issue is "other"; one not in the list goes to the 404 page.
  const issue = raw === null || raw.trim() === '' ? 'other' : issueFromParam(raw);
  useNotFoundWhen(!issue, lang);
  if (!issue) return null;
  return (
    <>
      <Breadcrumbs issue={issue} lang={lang} />
      <Suspense
        fallback={
          <div className="px-center-state" aria-busy="true">
            <div className="px-spinner" />
            <span className="px-visually-hidden">{t('loading')}</span>
          </div>
        }
      >
        <SupportForm key={issue} issue={issue} lang={lang} compatInfo={params.get('system_info') ?? undefined} />
      </Suspense>
    </>
  );
}

function HelpRoute({ slug, lang }: { slug: string; lang: SiteLanguage }) {
  const issue = issueOfSlug(slug);
  useNotFoundWhen(!issue, lang);
  if (!issue) return null;
  return (
    <>
      <Breadcrumbs issue={issue} lang={lang} />
      <HelpPage issue={issue} lang={lang} />
    </>
  );
}

export default function SupportPage({ resolved }: PageProps) {
  const isForm = resolved.route.key.endsWith('/form/');
  const slug = resolved.params.slug;
  const lang = resolved.route.lang;
  return (
    <main className="px-page px-support" data-testid="page-contactSupport">
      {isForm ? (
        <FormRoute lang={lang} />
      ) : slug ? (
        <HelpRoute slug={slug} lang={lang} />
      ) : (
        <>
          <Breadcrumbs lang={lang} />
          <Reasons lang={lang} />
        </>
      )}
    </main>
  );
}
