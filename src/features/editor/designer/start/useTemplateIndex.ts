// The shipped templates' list for the browser: loading, ready, or failed (offline or not), tried again on
// request and when the connection comes back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '../../../../app/useStore';
import { report } from '../../../../lib/report';
import { loadTemplateIndex, type TemplateSummary } from '../../../../lib/shared/designer/templates';
import { online } from '../../../offline';

export type TemplateIndexState = { kind: 'loading' } | { kind: 'ready'; templates: readonly TemplateSummary[] } | { kind: 'failed'; offline: boolean };

export function useTemplateIndex(): { state: TemplateIndexState; retry(): void } {
  const [state, setState] = useState<TemplateIndexState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const isOnline = useStore(online);

  useEffect(() => {
    let cancelled = false;
    setState((previous) => (previous.kind === 'ready' ? previous : { kind: 'loading' }));
    loadTemplateIndex().then(
      (templates) => {
        if (!cancelled) setState({ kind: 'ready', templates });
      },
      (error: unknown) => {
        if (cancelled) return;
        report('warning', 'template index not loaded', { error: String(error) });
        setState({ kind: 'failed', offline: typeof navigator !== 'undefined' && navigator.onLine === false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  // Back online after a failure: again (once per return of the connection).
  const wasOnline = useRef(isOnline);
  useEffect(() => {
    const cameBack = isOnline && !wasOnline.current;
    wasOnline.current = isOnline;
    if (cameBack) setAttempt((n) => n + 1);
  }, [isOnline]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
