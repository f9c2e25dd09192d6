// The customer support area (account-content §2 "Customer support area", §4 "Support page"): the landing with
// the reasons (REASONS), each reason's help page (CONTENT) and the form (FORM, then CONFIRMATION). Unknown
// reasons go to the 404 page. Breadcrumbs: help centre > contact us > the reason.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { FORM_FIRST_ISSUES, helpSlugOf, issueFromParam, issueOfSlug, issueParam, SUPPORT_ISSUES, type SupportIssue } from '../../lib/shared/support';
import { HELP_PAGES, helpParagraphKeys } from './helpContent';
import './support.css';

const SupportForm = lazy(() => import('./SupportForm'));

export const NOT_FOUND_PATH = '/404/';
export const LANDING_PATH = '/contact-support/';

export function formHref(issue: SupportIssue): string {
  return `/contact-support/form/?issue=${issueParam(issue)}`;
}

/** Where a reason of the landing leads: its help page, or the form for other and feedback. */
export function reasonHref(issue: SupportIssue): string {
  return FORM_FIRST_ISSUES.has(issue) ? formHref(issue) : `/contact-support/${helpSlugOf(issue)}/`;
}

function Breadcrumbs({ issue }: { issue?: SupportIssue }) {
  const { t } = useTranslation();
  return (
    <nav className="px-support__crumbs" aria-label={t('support_breadcrumbs')} data-testid="support-breadcrumbs">
      <ol>
        <li>{issue ? <Link to={LANDING_PATH}>{t('support_help_centre')}</Link> : <span aria-current="page">{t('support_help_centre')}</span>}</li>
        {issue && (
          <>
            <li>
              <Link to={formHref('other')}>{t('support_contact_us')}</Link>
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

function Reasons() {
  const { t } = useTranslation();
  return (
    <div data-state="REASONS">
      <h1>{t('support_title')}</h1>
      <p className="px-support__intro">{t('support_intro')}</p>
      <ul className="px-support__reasons" data-testid="support-reasons">
        {SUPPORT_ISSUES.map((issue) => (
          <li key={issue}>
            <Link className="px-card px-support__reason" to={reasonHref(issue)} data-issue={issue}>
              <span className="px-support__reason-title">{t(`support_reason_${issue}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function HelpPage({ issue }: { issue: SupportIssue }) {
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
              <Link to={link.href}>{t(link.labelKey)}</Link>
            </li>
          ))}
        </ul>
      )}
      <div className="px-card px-support__still">
        <h2>{t('support_still_need_help')}</h2>
        <Link className="px-btn" to={formHref(issue)} data-testid="support-contact-button">
          {t('support_contact_button')}
        </Link>
      </div>
    </article>
  );
}

function FormRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('issue');
  // A missing issue is "other"; one not in the list goes to the 404 page.
  const issue = raw === null || raw.trim() === '' ? 'other' : issueFromParam(raw);
  useEffect(() => {
    if (!issue) window.location.replace(NOT_FOUND_PATH);
  }, [issue]);
  if (!issue) return null;
  return (
    <>
      <Breadcrumbs issue={issue} />
      <Suspense
        fallback={
          <div className="px-center-state" aria-busy="true">
            <div className="px-spinner" />
            <span className="px-visually-hidden">{t('loading')}</span>
          </div>
        }
      >
        <SupportForm key={issue} issue={issue} compatInfo={params.get('system_info') ?? undefined} />
      </Suspense>
    </>
  );
}

function HelpRoute({ slug }: { slug: string }) {
  const issue = issueOfSlug(slug);
  useEffect(() => {
    if (!issue) window.location.replace(NOT_FOUND_PATH);
  }, [issue]);
  if (!issue) return null;
  return (
    <>
      <Breadcrumbs issue={issue} />
      <HelpPage issue={issue} />
    </>
  );
}

export default function SupportPage({ resolved }: PageProps) {
  const isForm = resolved.route.key.endsWith('/form/');
  const slug = resolved.params.slug;
  return (
    <main className="px-page px-support" data-testid="page-contactSupport">
      {isForm ? (
        <FormRoute />
      ) : slug ? (
        <HelpRoute slug={slug} />
      ) : (
        <>
          <Breadcrumbs />
          <Reasons />
        </>
      )}
    </main>
  );
}
