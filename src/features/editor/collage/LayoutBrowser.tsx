// The layout browser (start screen and Layout panel): a search field, then the layouts grouped by photo
// count, each a button with a small drawing of its cells. Arrow keys move between the layouts of a group.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutsByCount, searchLayouts, type CollageLayout } from '../../../lib/shared/collage/layouts';
import { LayoutPreview } from './LayoutPreview';

export interface LayoutBrowserProps {
  aspect: number;
  /** The layout in use (marked pressed), if any. */
  current?: string | null;
  disabled?: boolean;
  onChoose(layout: CollageLayout): void;
}

function groups(query: string): Array<[number, readonly CollageLayout[]]> {
  if (!query.trim()) return [...layoutsByCount().entries()].sort((a, b) => a[0] - b[0]);
  const byCount = new Map<number, CollageLayout[]>();
  for (const layout of searchLayouts(query)) byCount.set(layout.cells, [...(byCount.get(layout.cells) ?? []), layout]);
  return [...byCount.entries()].sort((a, b) => a[0] - b[0]);
}

/** Left and right (and up and down) move the focus along the buttons of one group. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>): void {
  const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
  if (!step) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight');
  const next = buttons[at + (rtl ? -step : step)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function LayoutBrowser({ aspect, current, disabled, onChoose }: LayoutBrowserProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => groups(query), [query]);
  return (
    <div className="px-cl-browser" data-testid="layout-browser">
      <label htmlFor={searchId} className="px-cl-label">
        {t('collage_layout_search')}
      </label>
      <input id={searchId} type="search" className="px-input" value={query} placeholder={t('collage_layout_search_hint')} data-testid="layout-search" onChange={(e) => setQuery(e.currentTarget.value)} />
      {shown.length === 0 && (
        <p className="px-ed-hint" role="status">
          {t('collage_layout_none')}
        </p>
      )}
      {shown.map(([count, layouts]) => (
        <section key={count} className="px-cl-group" aria-label={t('collage_photo_count', { count })} data-testid={`layout-group-${count}`}>
          <h4 className="px-cl-group__title">{t('collage_photo_count', { count })}</h4>
          <ul className="px-cl-grid" onKeyDown={moveFocus}>
            {layouts.map((layout, index) => (
              <li key={layout.id}>
                <button
                  type="button"
                  className="px-cl-layout"
                  aria-pressed={current === layout.id}
                  aria-label={t('collage_layout_name', { photos: count, number: index + 1 })}
                  title={t('collage_layout_name', { photos: count, number: index + 1 })}
                  data-testid={`layout-${layout.id}`}
                  data-cells={layout.cells}
                  disabled={disabled}
                  onClick={() => onChoose(layout)}
                >
                  <LayoutPreview layout={layout} aspect={aspect} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
