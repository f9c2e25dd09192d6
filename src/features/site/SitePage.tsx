// A site page of the content model (src/lib/shared/site/content.ts) in the app: the same content the server
// rendered for the first load (server/site/render.ts), with links that navigate inside the app.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { PRODUCT_NAME } from '../../lib/shared/constants';
import { createPath } from '../../lib/shared/routes';
import { siteContent, type SiteBlock, type SiteLink } from '../../lib/shared/site/content';
import { resolveSitePath, sitePath, SITE_PAGE_IDS, type SitePageId } from '../../lib/shared/site/paths';
import type { SiteLanguage } from '../../lib/shared/languages';
import './site.css';

/** The page's title and description in the document head (the server wrote them for the first page). */
function setHead(title: string, description: string): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** App routes that show a site page: /learn/new-pixloom-mobile/ is the mobile page's content. */
const APP_ROUTE_PAGES: ReadonlyMap<string, SitePageId> = new Map([['learnNewMobile', 'mobile']]);

function pageOf({ resolved }: PageProps): SitePageId {
  const id = resolved.params.site;
  if (id && (SITE_PAGE_IDS as readonly string[]).includes(id)) return id as SitePageId;
  return APP_ROUTE_PAGES.get(resolved.route.page) ?? resolveSitePath(resolved.route.key)?.page ?? 'privacy';
}

export default function SitePage(props: PageProps) {
  const { t } = useTranslation();
  const page = pageOf(props);
  const lang = props.resolved.route.lang;
  const content = siteContent(page);
  const vars: Record<string, string> = {};
  for (const [name, key] of Object.entries(content.vars ?? {})) vars[name] = t(key);
  const tv = (key: string, extra?: Record<string, string>): string => t(key, { ...vars, ...extra });
  const title = `${tv(content.title)} | ${PRODUCT_NAME}`;
  const description = tv(content.description);

  useEffect(() => setHead(title, description), [title, description]);

  return (
    <main className="px-page px-site__main" data-testid={`site-page-${page}`}>
      <h1>{tv(content.heading)}</h1>
      {content.blocks.map((block, i) => (
        <Block key={i} block={block} lang={lang} tv={tv} />
      ))}
    </main>
  );
}

const href = (to: SiteLink, lang: SiteLanguage): string => ('page' in to ? sitePath(to.page, lang) : createPath(lang, to.create, to.deepLink));

function Block({ block, lang, tv }: { block: SiteBlock; lang: SiteLanguage; tv: (key: string) => string }): ReactNode {
  switch (block.kind) {
    case 'lead':
      return <p className="px-site__lead">{tv(block.key)}</p>;
    case 'p':
      return <p>{tv(block.key)}</p>;
    case 'section':
      return (
        <section>
          <h2>{tv(block.heading)}</h2>
          {block.paragraphs.map((key) => (
            <p key={key}>{tv(key)}</p>
          ))}
        </section>
      );
    case 'cards':
      return (
        <section className="px-site__cards">
          {block.heading && <h2>{tv(block.heading)}</h2>}
          <ul>
            {block.cards.map((card) => (
              <li key={card.title} className="px-card">
                <Link to={href(card.to, lang)}>
                  <h3>{tv(card.title)}</h3>
                  <p>{tv(card.text)}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'actions':
      return (
        <p className="px-site__actions">
          {block.links.map((link, i) => (
            <Link key={link.label} className={i > 0 ? 'px-btn px-btn--secondary' : 'px-btn'} to={href(link.to, lang)}>
              {tv(link.label)}
            </Link>
          ))}
        </p>
      );
    case 'prices':
      // Only the server renders prices: in the app the pricing route is the subscription area's page.
      return null;
  }
}
