// The settings' "Download AI tools for offline use" (issue 17): the models' total size, a Download button,
// progress in bytes, and "Available offline" once every model is in the cache (checked again on each open,
// so it survives a reload).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadModels, modelsAvailableOffline, modelsManifest } from './offlineModels';
import './ai.css';

type State = { kind: 'checking' } | { kind: 'ready' } | { kind: 'downloading'; loaded: number } | { kind: 'done' } | { kind: 'failed' };

function megabytes(bytes: number, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1e6);
  } catch {
    return `${(bytes / 1e6).toFixed(1)} MB`;
  }
}

export function OfflineModelsSection() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [total, setTotal] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const offline = await modelsAvailableOffline().catch(() => false);
      if (live) setState(offline ? { kind: 'done' } : { kind: 'ready' });
      const manifest = await modelsManifest().catch(() => null);
      if (live && manifest) setTotal(manifest.totalBytes);
    })();
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, []);

  const download = async (): Promise<void> => {
    abort.current = new AbortController();
    setState({ kind: 'downloading', loaded: 0 });
    try {
      const manifest = await downloadModels(({ loaded, total: all }) => {
        setTotal(all);
        setState({ kind: 'downloading', loaded });
      }, abort.current.signal);
      setTotal(manifest.totalBytes);
      setState({ kind: 'done' });
    } catch {
      if (!abort.current.signal.aborted) setState({ kind: 'failed' });
    }
  };

  const size = total === null ? '' : megabytes(total, i18n.language);
  return (
    <section className="px-settings__section" aria-labelledby="ai-models-title" data-testid="ai-models-offline">
      <h3 id="ai-models-title" className="px-settings__heading">
        {t('aiModels_offline_title')}
      </h3>
      <p className="px-muted px-settings__note">{size ? t('aiModels_offline_size', { size }) : t('aiModels_offline_intro')}</p>
      {state.kind === 'done' && (
        <p role="status" data-testid="ai-models-available">
          {t('aiModels_offline_done')}
        </p>
      )}
      {state.kind === 'downloading' && (
        <div role="status">
          <progress className="px-settings__progress" max={total ?? 1} value={state.loaded} aria-label={t('aiModels_offline_progress_label')} />
          <p className="px-muted px-settings__note">{t('aiModels_offline_progress', { loaded: megabytes(state.loaded, i18n.language), total: size })}</p>
        </div>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="px-settings__error">
          {t('aiModels_offline_failed')}
        </p>
      )}
      {(state.kind === 'ready' || state.kind === 'failed') && (
        <button type="button" className="px-btn px-btn--secondary" onClick={() => void download()} data-testid="ai-models-download">
          {state.kind === 'failed' ? t('aiModels_offline_retry') : t('aiModels_offline_download')}
        </button>
      )}
    </section>
  );
}
