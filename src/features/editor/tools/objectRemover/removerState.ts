// The object remover's painting while its panel is open: the strokes painted so far (in the view's picture
// pixels) and the brush size. Not part of the document: "Remove" turns them into one history step.
import { createStore, type Store } from '../../../../lib/store';
import { BRUSH_LIMITS, type BrushStroke } from '../../../../lib/shared/editor/strokes';
import type { EditorController } from '../../state/editorController';

export interface RemoverPaint {
  strokes: readonly BrushStroke[];
  /** Brush diameter in picture pixels. */
  size: number;
}

export const REMOVER_SIZE: readonly [number, number] = [4, 600];
const stores = new WeakMap<EditorController, Store<RemoverPaint>>();

export function removerPaint(editor: EditorController): Store<RemoverPaint> {
  let store = stores.get(editor);
  if (!store) {
    store = createStore<RemoverPaint>({ strokes: [], size: 60 });
    stores.set(editor, store);
  }
  return store;
}

/** One more stroke (the oldest dropped past the limit). */
export function addRemoverStroke(editor: EditorController, stroke: BrushStroke): void {
  removerPaint(editor).set((p) => ({ ...p, strokes: [...p.strokes, stroke].slice(-BRUSH_LIMITS.maxStrokes) }));
}

export function clearRemoverStrokes(editor: EditorController): void {
  removerPaint(editor).set((p) => (p.strokes.length === 0 ? p : { ...p, strokes: [] }));
}

export function setRemoverSize(editor: EditorController, size: number): void {
  const clamped = Math.max(REMOVER_SIZE[0], Math.min(REMOVER_SIZE[1], Math.round(size)));
  removerPaint(editor).set((p) => (p.size === clamped ? p : { ...p, size: clamped }));
}
