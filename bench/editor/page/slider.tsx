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

export interface SliderBench {
  editor: EditorController;
  /** Resolves with input → frame (ms) for the next input event of the slider. */
  nextFrame(): Promise<number>;
}

export function mountSlider(engine: EditorEngineClient, doc: EditorDocument, view: { width: number; height: number }): SliderBench {
  const editor = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
  editor.load(doc, null);
  editor.setViewport(view.width, view.height);
  editor.setUi({ category: 'adjust' });
  const host = document.createElement('div');
  host.style.cssText = 'position: fixed; top: 0; left: 0; width: 400px; background: #fff';
  document.body.prepend(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <EditorContext.Provider value={editor}>
        <AdjustPanel />
      </EditorContext.Provider>,
    ),
  );
  // The input event comes first (capture on window), then React's handler commits the edit.
  let inputAt = 0;
  window.addEventListener('input', () => (inputAt = performance.now()), { capture: true });
  return {
    editor,
    nextFrame() {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no frame followed the slider input')), 120_000);
        const armedAt = performance.now();
        const before = editor.document;
        const stop = editor.frame.subscribe(() => {
          // A frame of a document the input made (not a late frame of the one before).
          if (inputAt > armedAt && editor.document !== before) {
            stop();
            clearTimeout(timer);
            resolve(performance.now() - inputAt);
          }
        });
      });
    },
  };
}
