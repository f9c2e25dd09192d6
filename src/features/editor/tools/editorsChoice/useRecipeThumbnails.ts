// Live thumbnails of the user's own picture under each recipe, made by the engine from the picture as it
// is without any recipe (so the previews compare recipes, not a recipe on a recipe). Like the looks'
// thumbnails (panels/useLookThumbnails.ts) they wait for the preview — none while a slider is dragged —
// are made one after another in the background, show as each arrives, and start again when the picture
// changes (older ones stay shown until replaced).
import { useEffect, useRef, useState } from 'react';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import { report } from '../../../../lib/report';
import { useEditor, useSlice } from '../../EditorContext';
import { targetDocument, targetView } from '../../state/operationsTarget';
import { recipeOperations, withoutRecipe, type Recipe } from './recipes';

const DEBOUNCE_MS = 300;

/** What the thumbnails show: the picture without a recipe (operations, canvas, pictures, not text). */
function baseKey(base: EditorDocument | null): string {
  return base ? JSON.stringify([base.operations, base.canvas, base.layers.filter((l) => l.kind === 'image' || l.kind === 'adjustment')]) : '';
}

async function toUrl(pixels: { width: number; height: number; data: Uint8ClampedArray | Uint8Array }): Promise<string> {
  const canvas = new OffscreenCanvas(pixels.width, pixels.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no_2d_context');
  ctx.putImageData(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height), 0, 0);
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 }));
}

export function useRecipeThumbnails(recipes: readonly Recipe[], side: number): Readonly<Record<string, string>> {
  const editor = useEditor();
  // A string, so the selector's answer is stable (a fresh document from it would re-render forever).
  const key = useSlice(editor.history, (h) => baseKey(h ? withoutRecipe(targetView(h.present, editor.ui.get().editLayerId)) : null));
  const interactive = useSlice(editor.ui, (ui) => ui.interactive);
  const [urls, setUrls] = useState<Readonly<Record<string, string>>>({});
  const made = useRef<{ key: string; urls: Record<string, string> }>({ key: '', urls: {} });

  useEffect(() => {
    const current = targetDocument(editor);
    const base = current ? withoutRecipe(current) : null;
    if (!key || !base || interactive) return;
    let stopped = false;
    // Thumbnails of an older picture stay shown until their new ones replace them.
    const done = new Set(made.current.key === key ? Object.keys(made.current.urls) : []);
    made.current = { key, urls: { ...made.current.urls } };
    const picture = base.canvas;
    // The short side at `side`, so the square tile is filled.
    const width = Math.max(8, Math.round(picture.width >= picture.height ? (side * picture.width) / Math.max(1, picture.height) : side));
    const run = async (): Promise<void> => {
      for (const recipe of recipes) {
        if (stopped) return;
        if (done.has(recipe.id)) continue;
        const doc: EditorDocument = { ...base, operations: [...base.operations, ...recipeOperations(recipe, 100, recipe.steps.map((_, i) => `thumb_${i}`))] };
        const url = await toUrl(await editor.renderPixels(doc, { width: Math.min(width, picture.width) }));
        if (stopped) {
          URL.revokeObjectURL(url);
          return;
        }
        const old = made.current.urls[recipe.id];
        if (old) URL.revokeObjectURL(old);
        made.current.urls[recipe.id] = url;
        done.add(recipe.id);
        setUrls({ ...made.current.urls });
      }
    };
    const timer = setTimeout(() => {
      run().catch((error: unknown) => {
        if (!stopped) report('warning', 'recipe thumbnails failed', { error: String(error) });
      });
    }, DEBOUNCE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, interactive, side, recipes, editor]);

  useEffect(
    () => () => {
      for (const url of Object.values(made.current.urls)) URL.revokeObjectURL(url);
      made.current = { key: '', urls: {} };
    },
    [],
  );

  return urls;
}
