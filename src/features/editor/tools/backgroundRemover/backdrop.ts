// What shows behind a cut-out subject: nothing (transparent, kept by a PNG export), a colour (the canvas
// background), a blurred copy of the photo (the same picture with a blur in its own operations) or another
// picture covering the canvas. The blurred copy and the picture are one layer right below the subject, its
// id marked with BACKDROP_PREFIX so the next choice replaces it instead of piling layers up.
import { newId } from '../../../../lib/shared/editor/ids';
import { insertLayer, layerDefaults, stackOf } from '../../../../lib/shared/editor/layers';
import { normaliseColor } from '../../../../lib/shared/editor/params';
import type { EditorDocument, ImageLayer, Layer } from '../../../../lib/shared/editor/types';

export const BACKDROP_PREFIX = 'backdrop';
const TRANSPARENT = '#00000000';
export const DEFAULT_BACKDROP_BLUR = 60;

export type Backdrop =
  | { kind: 'none' }
  | { kind: 'colour'; colour: string }
  | { kind: 'blur'; amount: number }
  | { kind: 'image'; imageId: string; width: number; height: number };

export type BackdropKind = Backdrop['kind'];

export const isBackdrop = (layer: Layer): boolean => layer.id.startsWith(`${BACKDROP_PREFIX}_`);

/**
 * The photo the tool works on: the chosen image layer (targetImageLayer's answer, `chosen`) unless that is a
 * backdrop — which is the lowest image layer once there is one — else the lowest photo that is not.
 */
export function subjectOf(doc: EditorDocument, chosen: ImageLayer | null): ImageLayer | null {
  if (chosen && !isBackdrop(chosen)) return chosen;
  return doc.layers.find((l): l is ImageLayer => l.kind === 'image' && !isBackdrop(l)) ?? null;
}

/** The backdrop layer right below the subject, if there is one. */
export function backdropLayer(doc: EditorDocument, subjectId: string): Layer | undefined {
  const stack = stackOf(doc);
  const at = stack.findIndex((l) => l.id === subjectId);
  const below = at > 0 ? stack[at - 1] : undefined;
  return below && isBackdrop(below) ? below : undefined;
}

/** Which backdrop the document shows behind the subject now. */
export function currentBackdrop(doc: EditorDocument, subjectId: string): BackdropKind {
  const layer = backdropLayer(doc, subjectId);
  if (layer?.kind === 'image') return (layer.operations ?? []).some((op) => op.type === 'blur') ? 'blur' : 'image';
  return normaliseColor(doc.canvas.background)?.endsWith('00') === false ? 'colour' : 'none';
}

/** The blur amount of the blurred-copy backdrop (its default when there is none). */
export function backdropBlur(doc: EditorDocument, subjectId: string): number {
  const layer = backdropLayer(doc, subjectId);
  const amount = layer?.kind === 'image' ? layer.operations?.find((op) => op.type === 'blur')?.params.amount : undefined;
  return typeof amount === 'number' ? amount : DEFAULT_BACKDROP_BLUR;
}

/** The document with `backdrop` behind the subject layer (the previous backdrop replaced). */
export function setBackdrop(doc: EditorDocument, subjectId: string, backdrop: Backdrop): EditorDocument {
  const subject = doc.layers.find((l): l is ImageLayer => l.id === subjectId && l.kind === 'image');
  if (!subject) return doc;
  const old = backdropLayer(doc, subjectId);
  const cleared: EditorDocument = { ...doc, layers: doc.layers.filter((l) => l !== old), canvas: { ...doc.canvas, background: backdrop.kind === 'colour' ? (normaliseColor(backdrop.colour) ?? TRANSPARENT) : TRANSPARENT } };
  const layer = backdropOf(cleared, subject, backdrop);
  if (!layer) return cleared;
  return insertLayer(cleared, layer, stackOf(cleared).findIndex((l) => l.id === subjectId));
}

function backdropOf(doc: EditorDocument, subject: ImageLayer, backdrop: Backdrop): ImageLayer | null {
  const base = { ...layerDefaults(), id: newId(BACKDROP_PREFIX), kind: 'image' as const };
  if (backdrop.kind === 'blur') {
    // The photo itself, placed as it is, without its mask and with a blur of its own.
    const amount = Math.max(0, Math.min(100, backdrop.amount));
    const { mask: _mask, operations: _ops, shapeMask: _shape, frame: _frame, group: _group, ...photo } = subject;
    return { ...photo, ...base, operations: [{ id: newId('op'), type: 'blur', params: { amount }, enabled: true }] };
  }
  if (backdrop.kind === 'image') {
    // Covers the canvas (the larger of the two scales), centred: no empty edge shows.
    const scale = Math.max(doc.canvas.width / backdrop.width, doc.canvas.height / backdrop.height);
    return { ...base, imageId: backdrop.imageId, width: backdrop.width, height: backdrop.height, transform: { x: doc.canvas.width / 2, y: doc.canvas.height / 2, scaleX: scale, scaleY: scale, rotation: 0 } };
  }
  return null;
}

/** Changes the blur of the blurred-copy backdrop (a slider: one merge key makes a drag one undo step). */
export function setBackdropBlur(doc: EditorDocument, subjectId: string, amount: number): EditorDocument {
  const layer = backdropLayer(doc, subjectId);
  if (layer?.kind !== 'image' || !layer.operations?.some((op) => op.type === 'blur')) return doc;
  const value = Math.max(0, Math.min(100, amount));
  const next: ImageLayer = { ...layer, operations: layer.operations.map((op) => (op.type === 'blur' ? { ...op, params: { ...op.params, amount: value } } : op)) };
  return { ...doc, layers: doc.layers.map((l) => (l.id === layer.id ? next : l)) };
}
