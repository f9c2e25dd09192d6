// The what's new and learn pages: a heading, a lead and cards (picture, text, links into the tools).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GuideCard } from './guides';
import './messages.css';
import './guides.css';

export function GuidePage({ titleKey, leadKey, cards, testId }: { titleKey: string; leadKey: string; cards: readonly GuideCard[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <main className="px-page px-guides" data-testid={testId}>
      <h1>{t(titleKey)}</h1>
      <p className="px-muted px-guides__lead">{t(leadKey)}</p>
      <div className="px-guides__grid">
        {cards.map((card) => (
          <article key={card.id} id={card.id} className="px-card px-guides__card" data-testid={`guide-${card.id}`}>
            <img src={card.image} alt={t(card.imageAltKey)} loading="lazy" width={480} height={360} />
            <div className="px-guides__body">
              <h2>
                {t(card.titleKey)}
                {card.plus && <span className="px-guides__plus">{t('teaser_plus')}</span>}
              </h2>
              <p>{t(card.textKey)}</p>
              <ul className="px-msg-links">
                {card.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </div>
    </main>
  );
}
