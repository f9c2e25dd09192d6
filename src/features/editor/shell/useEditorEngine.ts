// Starts the engine for the editor view: the canvas is made here (a canvas can be handed to a worker only
// once, so each engine gets a fresh one), sized by the compatibility check's largest image side and
// resolution scale (spec §4.10), and ended with the view.
import { useEffect, useState } from 'react';
import { useStore } from '../../../app/useStore';
import { theme } from '../../../app/theme/theme';
import { cachedCompatibility, getCompatibility } from '../../../lib/compat/compatClient';
import { report } from '../../../lib/report';
import { createEditorEngine, type EngineEvent } from '../engineClient';
import { CANVAS_BACKGROUND, EditorController } from '../state/editorController';
import { EngineQueue } from '../state/engineQueue';

export type EngineStatus = { kind: 'starting' } | { kind: 'ready'; editor: EditorController; canvas: HTMLCanvasElement } | { kind: 'failed' };

/** Where the compatibility check has no answer (yet), the limits every device has. */
const FALLBACK = { maxImageSize: 4088, resolutionScale: 1 };
/** The first visit runs the check (seconds on a slow GPU): the editor waits this long, then starts safe. */
const COMPAT_WAIT_MS = 4000;

async function engineOptions(): Promise<{ maxImageSize: number; pixelRatio: number }> {
  const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), COMPAT_WAIT_MS));
  const result = cachedCompatibility() ?? (await Promise.race([getCompatibility().catch(() => null), waited]));
  const maxImageSize = result?.maxImageSize || FALLBACK.maxImageSize;
  const dpr = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
  const pixelRatio = Math.max(1, Math.min(result?.resolutionScale || FALLBACK.resolutionScale, dpr, 3));
  return { maxImageSize, pixelRatio };
}

/** The canvas is made detached; the stage puts it in place (moving it keeps what the worker draws). */
export function useEditorEngine(onEvent: (event: EngineEvent) => void): EngineStatus {
  const [status, setStatus] = useState<EngineStatus>({ kind: 'starting' });
  const currentTheme = useStore(theme);

  useEffect(() => {
    let cancelled = false;
    let editor: EditorController | null = null;
    const canvas = document.createElement('canvas');
    canvas.className = 'px-ed-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    void (async () => {
      try {
        const engine = await createEditorEngine(canvas, await engineOptions());
        if (cancelled) {
          engine.dispose();
          return;
        }
        engine.onEvent(onEvent);
        editor = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
        setStatus({ kind: 'ready', editor, canvas });
      } catch (error) {
        report('error', 'editor engine did not start', { error: String(error) });
        if (!cancelled) setStatus({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      editor?.dispose();
      canvas.remove();
      setStatus({ kind: 'starting' });
    };
    // onEvent is read once per engine: the editor view passes a stable callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const editor = status.kind === 'ready' ? status.editor : null;
  useEffect(() => {
    editor?.setBackground(CANVAS_BACKGROUND[currentTheme]);
  }, [editor, currentTheme]);

  return status;
}
