// One slow tool job at a time for a panel: its progress, a cancel button, and a clear message when it fails
// (the picture unchanged). The job gets an AbortSignal and a progress callback (0..1).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { report } from '../../../../lib/report';

export interface ToolJob {
  busy: boolean;
  /** 0..1 while busy, else null. */
  progress: number | null;
  /** The translated message of the last failure, or null. */
  error: string | null;
  run(job: (signal: AbortSignal, onProgress: (fraction: number) => void) => Promise<unknown>): Promise<boolean>;
  cancel(): void;
}

export function useToolJob(): ToolJob {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback<ToolJob['run']>(
    async (job) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setError(null);
      setProgress(0);
      try {
        await job(own.signal, (fraction) => {
          if (controller.current === own) setProgress(Math.max(0, Math.min(1, fraction)));
        });
        return !own.signal.aborted;
      } catch (failure) {
        if (own.signal.aborted || (failure instanceof DOMException && failure.name === 'AbortError')) return false;
        report('error', 'editor tool failed', { error: String(failure) });
        if (controller.current === own) setError(t('tools_failed'));
        return false;
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [t],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  return { busy: progress !== null, progress, error, run, cancel };
}

/** The job's progress bar and cancel button, and its failure message. */
export function ToolJobStatus({ job }: { job: ToolJob }) {
  const { t } = useTranslation();
  if (job.progress === null) return job.error ? <p className="px-ed-tool__error" role="alert">{job.error}</p> : null;
  const percent = Math.round(job.progress * 100);
  return (
    <div className="px-ed-tool__progress" role="status" data-testid="tool-progress">
      <progress max={100} value={percent} aria-label={t('tools_working', { percent })} />
      <span>{t('tools_working', { percent })}</span>
      <button type="button" className="px-btn px-btn--ghost" onClick={job.cancel} data-testid="tool-cancel">
        {t('tools_cancel')}
      </button>
    </div>
  );
}
