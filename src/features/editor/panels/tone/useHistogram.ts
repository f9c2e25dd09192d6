// The live histogram: after each preview frame (at most every THROTTLE_MS; not while a drag is held), the
// worker measures the picture on a small render of its own. It runs as background work of the engine queue,
// so a frame asked for meanwhile cancels it before it starts: the histogram never holds up the picture.
import { useEffect, useState } from 'react';
import { useEditor } from '../../EditorContext';
import { isAbortError, type Histogram } from '../../engineClient';

const THROTTLE_MS = 250;

export function useHistogram(): Histogram | null {
  const editor = useEditor();
  const [histogram, setHistogram] = useState<Histogram | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    let stopped = false;
    const controller = new AbortController();
    const measure = (): void => {
      timer = null;
      // A drag began meanwhile: the frame drawn when it ends asks again.
      if (editor.ui.get().interactive) return;
      last = performance.now();
      editor.queue
        .runBackground((engine) => engine.histogram(), controller.signal)
        .then((h) => {
          if (!stopped && h) setHistogram(h);
        })
        .catch((error: unknown) => {
          // A newer frame cancelled it: that frame's turn will ask again.
          if (!isAbortError(error) && !stopped) setHistogram(null);
        });
    };
    const schedule = (): void => {
      // While a slider or a gesture is held, frames come one after another: a measure between them (a render
      // of its own, from the full picture) held each one up by about 300 ms on a 12 MP photo in software
      // WebGL (bench:editor's slider drag: 400 → 35 ms without it). The frame drawn on release is measured.
      if (timer !== null || !editor.frame.get() || editor.ui.get().interactive) return;
      timer = setTimeout(measure, Math.max(0, THROTTLE_MS - (performance.now() - last)));
    };
    schedule();
    const unsubscribe = editor.frame.subscribe(schedule);
    return () => {
      stopped = true;
      controller.abort();
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    };
  }, [editor]);
  return histogram;
}
