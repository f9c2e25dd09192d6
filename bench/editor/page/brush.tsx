// The retouch brush on the bench page: the app's BrushOverlay over an EditorController and EngineQueue on
// the real engine (as PhotoEditor wires them), at a 1366 × 850 view of the 12 MP picture. run.mjs paints
// strokes of one tool with the mouse; every frame the engine draws while a stroke is live is counted here,
// so the figure is the brush's frame rate through the path the app uses.
import { flushSync } from 'react-dom';
// The painting layer and the cursor are placed by the editor's own styles.
import '../../../src/features/editor/editor.css';
import { createRoot, type Root } from 'react-dom/client';
import { BrushOverlay } from '../../../src/features/editor/canvas/BrushOverlay';
import { EditorContext } from '../../../src/features/editor/EditorContext';
import type { EditorEngineClient } from '../../../src/features/editor/engineClient';
import { EditorController } from '../../../src/features/editor/state/editorController';
import { EngineQueue } from '../../../src/features/editor/state/engineQueue';
import { SOURCE_TOOLS, type BrushOperationType } from '../../../src/lib/shared/editor/brushCatalogue';
import type { EditorDocument } from '../../../src/lib/shared/editor/types';

export interface BrushBench {
  /** Where the painting layer is (page px) once the first frame has drawn the picture. */
  ready(): Promise<{ x: number; y: number; width: number; height: number }>;
  /** Starts counting frames (call before pressing the mouse). */
  start(): void;
  /** Frames drawn while the stroke was live, the time they spanned, the strokes committed. */
  stop(): { frames: number; ms: number; strokes: number; renderScale: number; workerMs: number; steps: Record<string, number> };
  unmount(): void;
}

export function mountBrush(engine: EditorEngineClient, doc: EditorDocument, view: { width: number; height: number }, tool: BrushOperationType): BrushBench {
  const editor = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
  editor.load(doc, null);
  editor.setViewport(view.width, view.height);
  editor.setUi({ category: 'retouch' });
  // Clone and heal copy from 400 picture pixels above the stroke (as after an Alt+click there).
  const offset = SOURCE_TOOLS.has(tool) ? { dx: 0, dy: -400 } : null;
  editor.brush.set((b) => ({ ...b, tool, offset, settings: { ...b.settings, size: 300 } }));
  const host = document.createElement('div');
  host.style.cssText = `position: fixed; top: 0; left: 0; width: ${view.width}px; height: ${view.height}px; z-index: 2`;
  document.body.prepend(host);
  const root: Root = createRoot(host);
  const draw = (): void => {
    const frame = editor.frame.get();
    flushSync(() => root.render(<EditorContext.Provider value={editor}>{frame ? <BrushOverlay drawn={frame.view} /> : null}</EditorContext.Provider>));
  };
  const stopDrawing = editor.frame.subscribe(draw);
  draw();
  let times: number[] = [];
  let scales: number[] = [];
  let workers: number[] = [];
  let steps: Array<Record<string, number>> = [];
  let counting = false;
  const stopCounting = editor.frame.subscribe(() => {
    if (!counting || !editor.ui.get().interactive) return;
    times.push(performance.now());
    scales.push(editor.frame.get()?.renderScale ?? 1);
    workers.push(editor.frame.get()?.ms ?? 0);
    steps.push(editor.frame.get()?.steps ?? {});
  });
  return {
    ready: () =>
      new Promise((resolve) => {
        const check = (): void => {
          const el = host.querySelector('[data-testid="brush-layer"]');
          if (!el) return;
          stop();
          const r = el.getBoundingClientRect();
          resolve({ x: r.left, y: r.top, width: r.width, height: r.height });
        };
        const stop = editor.frame.subscribe(check);
        check();
      }),
    start() {
      times = [];
      scales = [];
      workers = [];
      steps = [];
      counting = true;
    },
    stop() {
      counting = false;
      const first = times[0] ?? 0;
      const last = times[times.length - 1] ?? 0;
      return { frames: times.length, ms: last - first, strokes: editor.document?.operations.find((o) => o.type === tool)?.strokes?.length ?? 0, renderScale: scales[Math.floor(scales.length / 2)] ?? 1, workerMs: [...workers].sort((a, b) => a - b)[Math.floor(workers.length / 2)] ?? 0, steps: steps[Math.floor(steps.length / 2)] ?? {} };
    },
    unmount() {
      stopDrawing();
      stopCounting();
      root.unmount();
      host.remove();
    },
  };
}
