// The editor's own slider on the bench page: the app's AdjustPanel (its real Slider components) over an
// EditorController and EngineQueue on the real engine, exactly as PhotoEditor wires them. run.mjs drags
// the brightness slider with the mouse; each input event's time and the frame it leads to are recorded
// here, so the figure is input → rendered frame through the path the app uses.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { EditorContext } from '../../../src/features/editor/EditorContext';
import type { EditorEngineClient } from '../../../src/features/editor/engineClient';
import { AdjustPanel } from '../../../src/features/editor/panels/AdjustPanel';
import { EditorController } from '../../../src/features/editor/state/editorController';
import { EngineQueue } from '../../../src/features/editor/state/engineQueue';
import type { EditorDocument } from '../../../src/lib/shared/editor/types';

/** One slider step: input → frame, and where the time went (ms). */
export interface SliderFrame {
  ms: number;
  /** Input event → the engine client's render call (React, the edit, the frame scheduler). */
  toCall: number;
  /** The render call → its answer on the page, less the worker's own time: messages both ways. */
  messages: number;
  /** The worker's time for the frame (restore, queue, table, view draw, GPU wait…). */
  worker: number;
  /** Answer → the frame store (queue and scheduler callbacks). */
  afterAnswer: number;
  steps: Record<string, number>;
}

export interface SliderBench {
  editor: EditorController;
  /** Resolves with input → frame for the next input event of the slider. */
  nextFrame(): Promise<SliderFrame>;
  unmount(): void;
}

// The input event comes first (capture on window), then React's handler commits the edit.
let inputAt = 0;
window.addEventListener('input', () => (inputAt = performance.now()), { capture: true });

/** The last render call of any engine, timed from the page's side (the worker reports its own steps). */
let last = { calledAt: 0, answeredAt: 0, worker: 0, steps: {} as Record<string, number> };
const timed = new WeakSet<EditorEngineClient>();

function timeRenders(engine: EditorEngineClient): void {
  if (timed.has(engine)) return;
  timed.add(engine);
  const render = engine.render.bind(engine);
  engine.render = async (...args) => {
    const calledAt = performance.now();
    const info = await render(...args);
    last = { calledAt, answeredAt: performance.now(), worker: info.ms, steps: { ...info.steps } };
    return info;
  };
}

export function mountSlider(engine: EditorEngineClient, doc: EditorDocument, view: { width: number; height: number }): SliderBench {
  timeRenders(engine);
  const editor = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
  editor.load(doc, null);
  editor.setViewport(view.width, view.height);
  editor.setUi({ category: 'adjust' });
  const host = document.createElement('div');
  host.style.cssText = 'position: fixed; top: 0; left: 0; width: 400px; background: #fff; z-index: 1';
  document.body.prepend(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <EditorContext.Provider value={editor}>
        <AdjustPanel />
      </EditorContext.Provider>,
    ),
  );
  return {
    editor,
    unmount() {
      root.unmount();
      host.remove();
    },
    nextFrame() {
      return new Promise<SliderFrame>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no frame followed the slider input')), 120_000);
        const armedAt = performance.now();
        const before = editor.document;
        const stop = editor.frame.subscribe(() => {
          // A frame of a document the input made (not a late frame of the one before, asked for before the input).
          if (inputAt > armedAt && editor.document !== before && last.calledAt >= inputAt) {
            stop();
            clearTimeout(timer);
            const now = performance.now();
            resolve({
              ms: now - inputAt,
              toCall: last.calledAt - inputAt,
              messages: last.answeredAt - last.calledAt - last.worker,
              worker: last.worker,
              afterAnswer: now - last.answeredAt,
              steps: last.steps,
            });
          }
        });
      });
    },
  };
}
