// Thumbnails of the user's own picture under each look, made by the engine from the picture as it is
// without the look being chosen (so the previews compare looks, not a look on a look). They are made a
// few at a time, in the background: the live preview goes first (a new frame interrupts them, they go on
// afterwards), each batch shows as soon as it is ready, and a changed picture starts them again.
import { useEffect, useRef, useState } from 'react';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { report } from '../../../lib/report';
import { isAbortError } from '../engineClient';
import { useEditor, useSlice } from '../EditorContext';
import { targetDocument, targetView } from '../state/operationsTarget';

const DEBOUNCE_MS = 300;
const RETRY_MS = 500;
export const THUMB_BATCH = 6;

export interface LookThumbnails {
  urls: Readonly<Record<string, string>>;
  /** Still making some. */
  loading: boolean;
}

function baseOf(doc: EditorDocument | null, lookId: string | null): EditorDocument | null {
  if (!doc || !lookId || !doc.operations.some((op) => op.id === lookId)) return doc;
  return { ...doc, operations: doc.operations.filter((op) => op.id !== lookId) };
}

/** What the thumbnails show: the picture without the chosen look (operations, canvas, pictures, not text). */
function thumbnailKey(base: EditorDocument | null): string {
  return base ? JSON.stringify([base.operations, base.canvas, base.layers.filter((l) => l.kind === 'image' || l.kind === 'adjustment')]) : '';
}

export function useLookThumbnails(types: readonly string[], size: number): LookThumbnails {
  const editor = useEditor();
  const key = useSlice(editor.history, (h) => thumbnailKey(baseOf(h ? targetView(h.present, editor.ui.get().editLayerId) : null, editor.ui.get().lookId)));
  const lookKey = useSlice(editor.ui, (ui) => ui.lookId);
  const interactive = useSlice(editor.ui, (ui) => ui.interactive);
  const [urls, setUrls] = useState<Readonly<Record<string, string>>>({});
  const [loading, setLoading] = useState(false);
  // The urls made for `made.key`; after a change, the older ones (`stale`) stay shown until replaced.
  const made = useRef<{ key: string; urls: Record<string, string>; stale: Record<string, string> }>({ key: '', urls: {}, stale: {} });

  useEffect(() => {
    if (!key || interactive) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    if (made.current.key !== key) {
      const stale = { ...made.current.stale, ...made.current.urls };
      made.current = { key, urls: {}, stale };
    }
    const missing = (): string[] => types.filter((type) => !made.current.urls[type]);
    const next = (): void => {
      const batch = missing().slice(0, THUMB_BATCH);
      const base = baseOf(targetDocument(editor), editor.ui.get().lookId);
      if (batch.length === 0 || !base) {
        setLoading(false);
        return;
      }
      setLoading(true);
      editor
        .thumbnails(base, size, batch, { signal: controller.signal })
        .then((thumbs) => {
          if (stopped || made.current.key !== key) return;
          const { urls: fresh, stale } = made.current;
          for (const thumb of thumbs) {
            fresh[thumb.type] = URL.createObjectURL(thumb.blob);
            if (stale[thumb.type]) URL.revokeObjectURL(stale[thumb.type]!);
            delete stale[thumb.type];
          }
          setUrls({ ...stale, ...fresh });
          next();
        })
        .catch((error: unknown) => {
          if (stopped) return;
          // Interrupted by the preview: go on a moment later.
          if (isAbortError(error)) timer = setTimeout(next, RETRY_MS);
          else {
            report('warning', 'look thumbnails failed', { error: String(error) });
            setLoading(false);
          }
        });
    };
    timer = setTimeout(next, DEBOUNCE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, lookKey, interactive, size, types, editor]);

  useEffect(
    () => () => {
      for (const url of [...Object.values(made.current.urls), ...Object.values(made.current.stale)]) URL.revokeObjectURL(url);
      made.current = { key: '', urls: {}, stale: {} };
    },
    [],
  );

  return { urls, loading };
}
