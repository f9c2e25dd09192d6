import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../useStore';
import { loadScreen } from './instance';

/** The overlay: blocks pointer and keys while a task runs, shows itself after the visibility delay. */
export function LoadScreen() {
  const { t } = useTranslation();
  const state = useStore(loadScreen.state);

  useEffect(() => {
    if (!state.visible) return;
    const onKey = (event: KeyboardEvent): void => {
      // Dialogs above the overlay (the cancel confirmation) keep their keys.
      if ((event.target as HTMLElement | null)?.closest?.('[role="alertdialog"],[role="dialog"]')) return;
      if (event.key === 'Escape') void loadScreen.requestCancel();
      if (event.key === 'Tab' && (event.target as HTMLElement | null)?.closest?.('.px-load-screen')) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [state.visible]);

  if (!state.active) return null;
  if (!state.visible) return <div className="px-load-blocker" aria-hidden="true" />;
  return (
    <div className="px-load-screen" role="progressbar" aria-busy="true" aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress ?? undefined} aria-label={t(state.labelKey ?? 'loading')} data-testid="load-screen">
      <div className="px-load-screen__box">
        {state.progress === null ? <div className="px-spinner" aria-hidden="true" /> : null}
        <div>{t(state.labelKey ?? 'loading')}</div>
        <div className={`px-progress ${state.progress === null ? 'px-progress--indeterminate' : ''}`}>
          <div className="px-progress__bar" style={state.progress === null ? undefined : { width: `${state.progress}%` }} />
        </div>
        {state.cancellable && (
          <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => void loadScreen.requestCancel()}>
            {t('cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
