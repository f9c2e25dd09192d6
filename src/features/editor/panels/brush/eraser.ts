// The eraser of the Retouch panel: it hides parts of a photo layer by painting "hide" strokes into the
// layer's mask (adding a mask that shows everything when it has none), so erasing stays non-destructive —
// a "reveal" stroke in the layer's mask settings, or deleting the mask, brings the pixels back.
import { addMask, canHaveMask } from '../../../../lib/shared/editor/masks';
import type { BrushSettings } from '../../../../lib/shared/editor/strokes';
import type { EditorDocument, Layer } from '../../../../lib/shared/editor/types';
import type { EditorController } from '../../state/editorController';
import { commitStep } from '../layers/commitLayers';

/** The layer the eraser works on: the selected one if it can take a mask, else the topmost visible photo. */
export function eraserTarget(doc: EditorDocument | null, selectedLayerId: string | null): Layer | null {
  if (!doc) return null;
  const usable = (l: Layer): boolean => l.kind === 'image' && canHaveMask(l) && !l.locked && l.visible;
  const selected = doc.layers.find((l) => l.id === selectedLayerId);
  if (selected && usable(selected)) return selected;
  return [...doc.layers].reverse().find(usable) ?? null;
}

/** Starts erasing (true) on the target layer with the brush's size and hardness; false when there is none. */
export function startEraser(editor: EditorController, settings: BrushSettings): boolean {
  const target = eraserTarget(editor.document, editor.ui.get().selectedLayerId);
  if (!target) return false;
  // Adding the mask is its own undo step; each erased stroke is one more.
  if (!target.mask) commitStep(editor, (doc) => addMask(doc, target.id));
  editor.setUi({ selectedLayerId: target.id, maskPaint: { layerId: target.id, reveal: false, size: settings.size, hardness: settings.hardness } });
  return true;
}
