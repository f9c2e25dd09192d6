// The template browser (the designer's start screen and its Templates panel): a search, category tabs (all,
// and each format with its size), and the templates as thumbnails, a Plus badge on Plus ones. A free user
// choosing a Plus template is sent to pricing (the designer templates key skips the teaser). Loading,
// offline and failure each say so; a failure can be tried again.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_FORMATS } from '../../../../lib/shared/designer/formats';
import type { TemplateSummary } from '../../../../lib/shared/designer/templates';
import { allowPlusFeature } from '../../../messages';
import { formatName, formatSize } from './formatText';
import { ALL_CATEGORY, templateFinder } from './templateSearch';
import { useTemplateIndex } from './useTemplateIndex';

/** The teaser key of the designer's Plus templates (it opens pricing directly). */
export const PLUS_TEMPLATES_KEY = 'designer_templates';

export interface TemplateBrowserProps {
  initialCategory?: string;
  initialQuery?: string;
  disabled?: boolean;
  /** The template in use (marked pressed), if any. */
  current?: string | null;
  /** A compact grid (the side panel). */
  compact?: boolean;
  onChoose(template: TemplateSummary): void;
}

const CATEGORIES = [ALL_CATEGORY, ...DESIGN_FORMATS.map((f) => f.id)];

/** Arrow keys move along the tabs (reversed right to left). */
function moveAlongTabs(event: KeyboardEvent<HTMLDivElement>): void {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const next = tabs[(at + (rtl ? -step : step) + tabs.length) % tabs.length];
  event.preventDefault();
  next?.focus();
  next?.click();
}

export function TemplateBrowser({ initialCategory = ALL_CATEGORY, initialQuery = '', disabled, current, compact, onChoose }: TemplateBrowserProps) {
  const { t } = useTranslation();
  const { state, retry } = useTemplateIndex();
  const [category, setCategory] = useState(CATEGORIES.includes(initialCategory) ? initialCategory : ALL_CATEGORY);
  const [query, setQuery] = useState(initialQuery);
  const searchId = useId();
  const panelId = useId();
  const templates = state.kind === 'ready' ? state.templates : null;
  const finder = useMemo(() => (templates ? templateFinder(templates, (key) => t(key), (format) => formatName(t, format)) : null), [templates, t]);
  const shown = useMemo(() => finder?.find(category, query) ?? [], [finder, category, query]);

  const choose = (template: TemplateSummary): void => {
    // A free user meets pricing instead (subscription-navigation: designer templates skip the teaser).
    if (template.plus && !allowPlusFeature(PLUS_TEMPLATES_KEY)) return;
    onChoose(template);
  };

  return (
    <div className={`px-ds-browser ${compact ? 'px-ds-browser--compact' : ''}`} data-testid="designer-templates">
      <label htmlFor={searchId} className="px-visually-hidden">
        {t('designer_start_search')}
      </label>
      <input id={searchId} type="search" className="px-input px-ds-search" value={query} placeholder={t('designer_start_search_hint')} data-testid="designer-template-search" onChange={(e) => setQuery(e.currentTarget.value)} />
      <div className="px-ds-tabs" role="tablist" aria-label={t('designer_start_categories')} onKeyDown={moveAlongTabs}>
        {CATEGORIES.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            className="px-ds-tab"
            aria-selected={category === id}
            aria-controls={panelId}
            tabIndex={category === id ? 0 : -1}
            data-testid="designer-category"
            data-category={id}
            onClick={() => setCategory(id)}
          >
            <span className="px-ds-tab__name">{id === ALL_CATEGORY ? t('designer_start_all') : formatName(t, id)}</span>
            {id !== ALL_CATEGORY && !compact && <span className="px-ds-tab__size">{formatSize(t, id)}</span>}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" className="px-ds-results" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <p className="px-ed-hint px-ds-status" role="status" data-testid="designer-templates-loading">
            <span className="px-spinner px-spinner--small" />
            {t('designer_start_loading')}
          </p>
        )}
        {state.kind === 'failed' && (
          <div className="px-ed-notice px-ds-status" role="alert" data-testid="designer-templates-error" data-offline={state.offline}>
            <p>{t(state.offline ? 'designer_start_offline' : 'designer_start_index_failed')}</p>
            <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={retry} data-testid="designer-templates-retry">
              {t('designer_start_retry')}
            </button>
          </div>
        )}
        {templates && shown.length === 0 && (
          <p className="px-ed-hint px-ds-status" role="status" data-testid="designer-templates-none">
            {t(query.trim() ? 'designer_start_none_found' : 'designer_start_none_in_category')}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="px-ds-grid">
            {shown.map((template) => {
              const name = t(template.nameKey);
              const label = template.plus ? t('designer_start_template_plus', { name }) : name;
              return (
                <li key={template.id}>
                  <button
                    type="button"
                    className="px-ds-template"
                    aria-label={label}
                    title={label}
                    aria-pressed={current === template.id}
                    data-testid="designer-template"
                    data-template-id={template.id}
                    data-category={template.category}
                    data-plus={template.plus}
                    disabled={disabled}
                    onClick={() => choose(template)}
                  >
                    <span className="px-ds-template__thumb" style={{ aspectRatio: `${template.width} / ${template.height}` }}>
                      <img src={template.thumbnail} alt="" loading="lazy" decoding="async" />
                    </span>
                    <span className="px-ds-template__name">{name}</span>
                    {template.plus && (
                      <span className="px-ds-badge" aria-hidden="true" data-testid="designer-template-plus">
                        {t('designer_start_plus')}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
