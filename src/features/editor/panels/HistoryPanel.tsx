// The history panel (issue 14): every step of the undo history, oldest at the top ("Open" first), the
// current one highlighted, undone ones dimmed. Choosing a step (click, Enter or Space) goes there; the
// steps after it stay, so redo still works until a new edit. A listbox: arrow keys, Home and End move,
// Escape closes. It follows the history live, so it can stay open while editing.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useSlice } from '../EditorContext';
import { CloseIcon } from '../shell/icons';
import { historyRows, labelText } from './historyRows';

export interface HistoryPanelProps {
  id: string;
  onClose(): void;
}

export function HistoryPanel({ id, onClose }: HistoryPanelProps) {
  const { t } = useTranslation();
  const editor = useEditor();
  const history = useSlice(editor.history, (h) => h);
  const rows = history ? historyRows(history) : [];
  const current = history?.past.length ?? 0;
  const [active, setActive] = useState(current);
  const list = useRef<HTMLUListElement>(null);
  const focused = useRef(false);

  // The highlighted step follows undo, redo and new edits.
  useEffect(() => setActive(current), [current, rows.length]);
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
    if (focused.current) item?.focus({ preventScroll: true });
  }, [active]);
  // Opening puts the keyboard on the current step.
  useEffect(() => {
    focused.current = true;
    list.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const last = rows.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last, PageDown: Math.min(last, active + 10), PageUp: Math.max(0, active - 10) };
    if (Object.hasOwn(moves, event.key)) {
      event.preventDefault();
      setActive(moves[event.key] ?? active);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      editor.jumpTo(active);
    }
  };

  // Escape closes the panel only (the editor's own Escape, which drops the tool, waits for the next one).
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <div className="px-ed-history" id={id} role="dialog" aria-label={t('history_panel')} data-testid="history-panel" onKeyDown={onPanelKey}>
      <div className="px-ed-history__head">
        <h2>{t('history_panel')}</h2>
        <button type="button" className="px-ed-icon-btn" aria-label={t('history_close')} title={t('history_close')} onClick={onClose} data-testid="history-close">
          <CloseIcon size={18} />
        </button>
      </div>
      <ul ref={list} className="px-ed-history__list" role="listbox" aria-label={t('history_panel')} onKeyDown={onKeyDown} onBlur={() => (focused.current = false)} onFocus={() => (focused.current = true)}>
        {rows.map((row) => (
          <li
            key={row.index}
            role="option"
            aria-selected={row.state === 'current'}
            tabIndex={row.index === active ? 0 : -1}
            data-index={row.index}
            data-state={row.state}
            data-testid="history-step"
            className={`px-ed-history__step is-${row.state}`}
            onClick={() => {
              setActive(row.index);
              editor.jumpTo(row.index);
            }}
          >
            <span className="px-ed-history__num" aria-hidden="true">
              {row.index}
            </span>
            <span>{labelText(t, row.label)}</span>
            {row.state === 'future' && <span className="px-visually-hidden">{`, ${t('history_undone')}`}</span>}
          </li>
        ))}
      </ul>
      {rows.length <= 1 && (
        <p className="px-ed-history__empty" data-testid="history-empty">
          {t('history_empty')}
        </p>
      )}
    </div>
  );
}
