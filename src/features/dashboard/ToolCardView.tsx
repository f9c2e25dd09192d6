import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SiteLanguage } from '../../lib/shared/languages';
import { recordFeatureUse } from '../../lib/settings';
import { report } from '../../lib/report';
import { imageVariantUrl } from '../photos';
import { cardPath, type ToolCard } from './cards';

/** Card art: a sample photo at card size (through the image route, AVIF/WebP), over its gradient. */
function CardArt({ card, large }: { card: ToolCard; large: boolean }) {
  const [failed, setFailed] = useState(false);
  const { art } = card;
  const size = large ? { width: 420, height: 260 } : { width: 280, height: 175 };
  return (
    <span className={`px-card-art ${art.decor ? `px-card-art--${art.decor}` : ''}`} style={{ background: art.background }} aria-hidden="true">
      {art.sample && !failed && (
        <img
          src={imageVariantUrl(`/img/samples/${art.sample}`, { ...size, fit: 'crop', devicePixelRatio: typeof window !== 'undefined' ? window.devicePixelRatio : 1 })}
          alt=""
          loading="lazy"
          decoding="async"
          style={art.filter ? { filter: art.filter } : undefined}
          // Offline, samples may be missing: the gradient stays.
          onError={() => setFailed(true)}
        />
      )}
      {art.glyph && <span className="px-card-art__glyph">{art.glyph}</span>}
    </span>
  );
}

export function ToolCardView({ card, lang, large = false, descriptionKey }: { card: ToolCard; lang: SiteLanguage; large?: boolean; descriptionKey?: string }) {
  const { t } = useTranslation();
  // Opening a tool from the dashboard is using it: it counts for 'Frequently used'.
  const onOpen = (): void => void recordFeatureUse(card.id).catch((error: unknown) => report('warning', 'feature use not recorded', { error: String(error) }));
  return (
    <Link to={cardPath(lang, card)} className={`px-tool ${large ? 'px-tool--large' : ''}`} onClick={onOpen} data-testid="tool-card" data-card={card.id}>
      <CardArt card={card} large={large} />
      <span className="px-tool__text">
        <span className="px-tool__name">{t(card.titleKey)}</span>
        {descriptionKey && <span className="px-tool__desc">{t(descriptionKey)}</span>}
      </span>
      {card.ai && (
        <span className="px-tool__ai" data-testid="ai-badge" title={t('dashboard_ai_tool')}>
          {t('dashboard_ai_badge')}
        </span>
      )}
    </Link>
  );
}
