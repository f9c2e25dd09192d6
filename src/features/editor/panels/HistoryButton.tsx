// The top bar's history button: opens the history panel under it (and closes it, giving the keyboard back).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryIcon } from '../shell/icons';
import { HistoryPanel } from './HistoryPanel';

const PANEL_ID = 'px-ed-history';

export function HistoryButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span className="px-ed-history-slot">
      <button
        ref={button}
        type="button"
        className="px-ed-icon-btn"
        aria-label={t('history_button')}
        title={t('history_button')}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="history-toggle"
      >
        <HistoryIcon />
      </button>
      {open && <HistoryPanel id={PANEL_ID} onClose={close} />}
    </span>
  );
}
