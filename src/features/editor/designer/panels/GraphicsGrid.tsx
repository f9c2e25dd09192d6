// The shipped graphics and icons (loaded on first view, in their own chunk): a search over their words
// and category names (fuse.js, forgiving typos) and category chips; a click adds one as a 'path' shape,
// centred and selected.
import Fuse from 'fuse.js';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAPHIC_CATEGORIES, graphicCategoryLabelKey, loadGraphics, type Graphic } from '../../../../lib/shared/designer/graphics';
import { report } from '../../../../lib/report';
import { useEditor } from '../../EditorContext';
import { addGraphicShape } from './designEdits';
import { addAndSelect } from './designCommit';

type Load = { state: 'loading' } | { state: 'ready'; graphics: readonly Graphic[] } | { state: 'failed' };

export function GraphicsGrid() {
  const { t } = useTranslation(['designerPanels', 'designerContent']);
  const editor = useEditor();
  const searchId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadGraphics().then(
      (graphics) => live && setLoad({ state: 'ready', graphics }),
      (error: unknown) => {
        report('warning', 'designer graphics not loaded', { error: String(error) });
        if (live) setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const graphics = load.state === 'ready' ? load.graphics : null;
  const fuse = useMemo(
    () => (graphics ? new Fuse(graphics.map((g) => ({ g, id: g.id.replace(/-/g, ' '), words: [...g.words], category: t(graphicCategoryLabelKey(g.category)) })), { keys: ['id', 'words', 'category'], threshold: 0.35, ignoreLocation: true }) : null),
    [graphics, t],
  );
  const shown = useMemo(() => {
    if (!graphics) return [];
    const q = query.trim();
    const found = q && fuse ? fuse.search(q).map((r) => r.item.g) : graphics;
    return category ? found.filter((g) => g.category === category) : found;
  }, [graphics, fuse, query, category]);

  return (
    <section className="px-dz-section" aria-labelledby="px-dz-graphics">
      <h4 id="px-dz-graphics" className="px-dz-title">
        {t('dp_graphics')}
      </h4>
      <label className="px-visually-hidden" htmlFor={searchId}>
        {t('dp_graphics_search')}
      </label>
      <input id={searchId} type="search" className="px-input" placeholder={t('dp_graphics_search')} value={query} data-testid="designer-graphic-search" onChange={(e) => setQuery(e.currentTarget.value)} />
      <div className="px-dz-chips" role="group" aria-label={t('dp_graphics_categories')}>
        <button type="button" className="px-cl-chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
          {t('dp_all')}
        </button>
        {GRAPHIC_CATEGORIES.map((c) => (
          <button key={c} type="button" className="px-cl-chip" aria-pressed={category === c} data-testid="designer-graphic-category" data-category={c} onClick={() => setCategory(category === c ? null : c)}>
            {t(graphicCategoryLabelKey(c))}
          </button>
        ))}
      </div>
      {load.state === 'loading' && (
        <p className="px-ed-hint" role="status">
          <span className="px-spinner px-spinner--small" />
          {t('dp_graphics_loading')}
        </p>
      )}
      {load.state === 'failed' && (
        <p className="px-ed-hint" role="alert">
          {t('dp_graphics_failed')}{' '}
          <button type="button" className="px-btn px-btn--ghost px-btn--small" onClick={() => setAttempt((n) => n + 1)}>
            {t('dp_retry')}
          </button>
        </p>
      )}
      {graphics && shown.length === 0 && (
        <p className="px-ed-hint" role="status">
          {t('dp_graphics_none', { query })}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="px-dz-grid px-dz-grid--graphics" aria-label={t('dp_graphics')}>
          {shown.map((g) => {
            const name = g.words[0] ?? g.id.replace(/-/g, ' ');
            return (
              <li key={g.id}>
                <button type="button" className="px-dz-tile" data-testid="designer-graphic" data-graphic-id={g.id} aria-label={t('dp_add_graphic', { name })} title={name} onClick={() => addAndSelect(editor, (doc) => addGraphicShape(doc, g.path))}>
                  <svg className="px-dz-preview" width="36" height="36" viewBox={`0 0 ${g.path.viewWidth} ${g.path.viewHeight}`} aria-hidden="true" focusable="false">
                    <path d={g.path.d} fill="currentColor" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
