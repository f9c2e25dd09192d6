// Pure edits of the layer stack (index 0 = bottom). The stack has two groups: the picture group (image and
// adjustment layers, composited before the document's operations) below the graphic group (text and
// shapes, drawn over the operated picture). Edits keep every graphic layer above every picture layer, so
// the panel's order is the order things are drawn. A designer document is one stack (it has no document
// operations): any kind may sit anywhere, and edits keep the order as it is (`isOneStack`). A locked layer refuses moves and edits: the edit
// returns the document unchanged (the same object, so the history records no step).
import { operationSpec } from './catalogue';
import { newId } from './ids';
import { normaliseColor, normaliseParams } from './params';
import { BLEND_MODES, DOCUMENT_LIMITS, type AdjustmentLayer, type BlendMode, type EditorDocument, type Layer, type LayerKind, type Operation, type OperationParams, type ShapeKind, type ShapeLayer, type Transform } from './types';
import type { Edited } from './edits';

export type LayerGroup = 'picture' | 'graphic';

export function layerGroup(kind: LayerKind): LayerGroup {
  return kind === 'text' || kind === 'shape' ? 'graphic' : 'picture';
}

/** Base fields of a new layer. */
export function layerDefaults(): { name: string; blendMode: BlendMode; locked: boolean; opacity: number; visible: boolean } {
  return { name: '', blendMode: 'normal', locked: false, opacity: 1, visible: true };
}

export function isBlendMode(value: unknown): value is BlendMode {
  return typeof value === 'string' && (BLEND_MODES as readonly string[]).includes(value);
}

/** Whether the document's layers form one stack drawn in their order whatever their kind (the designer's). */
export function isOneStack(doc: Pick<EditorDocument, 'section'>): boolean {
  return doc.section === 'designer';
}

/** Keeps the picture group below the graphic group, otherwise keeping the order (stable); `oneStack`: as they are. */
export function groupedLayers(layers: readonly Layer[], oneStack = false): Layer[] {
  if (oneStack) return [...layers];
  return [...layers.filter((l) => layerGroup(l.kind) === 'picture'), ...layers.filter((l) => layerGroup(l.kind) === 'graphic')];
}

/** The document's layers in drawing order (index 0 = bottom). */
export function stackOf(doc: EditorDocument): Layer[] {
  return groupedLayers(doc.layers, isOneStack(doc));
}

/** Puts `layer` on top of its group (or at `index`, clamped into the group's range). */
export function insertLayer(doc: EditorDocument, layer: Layer, index?: number): EditorDocument {
  const layers = stackOf(doc);
  const [lo, hi] = groupRange(layers, layerGroup(layer.kind), isOneStack(doc));
  const at = Math.max(lo, Math.min(hi, index ?? hi));
  return { ...doc, layers: [...layers.slice(0, at), layer, ...layers.slice(at)] };
}

/** [first index, one past the last] the group's layers may occupy in `layers` (grouped). */
function groupRange(layers: readonly Layer[], group: LayerGroup, oneStack = false): [number, number] {
  if (oneStack) return [0, layers.length];
  const pictures = layers.filter((l) => layerGroup(l.kind) === 'picture').length;
  return group === 'picture' ? [0, pictures] : [pictures, layers.length];
}

function centred(doc: EditorDocument): Transform {
  return { x: doc.canvas.width / 2, y: doc.canvas.height / 2, scaleX: 1, scaleY: 1, rotation: 0 };
}

export type ShapeInput = Partial<Omit<ShapeLayer, 'id' | 'kind'>> & { shape: ShapeKind };

export function addShapeLayer(doc: EditorDocument, input: ShapeInput): Edited {
  // A third of the short side: visible at once, small enough to show what is under it.
  const side = Math.max(1, Math.round(Math.min(doc.canvas.width, doc.canvas.height) / 3));
  const layer: ShapeLayer = {
    ...layerDefaults(),
    id: newId('layer'),
    kind: 'shape',
    shape: input.shape,
    width: clampSide(input.width ?? side),
    height: clampSide(input.height ?? (input.shape === 'line' ? Math.max(1, Math.round(side / 8)) : side)),
    fill: normaliseColor(input.fill) ?? (input.shape === 'line' ? '#00000000' : '#3b82f6ff'),
    stroke: normaliseColor(input.stroke) ?? (input.shape === 'line' ? '#111827ff' : '#00000000'),
    strokeWidth: clampNumber(input.strokeWidth ?? (input.shape === 'line' ? Math.max(1, Math.round(side / 40)) : 0), 0, DOCUMENT_LIMITS.maxStrokeWidth),
    cornerRadius: clampNumber(input.cornerRadius ?? 0, 0, DOCUMENT_LIMITS.maxSide),
    transform: input.transform ?? centred(doc),
    ...pickBase(input),
  };
  // The designer's outline fields (issue 16), only for the kinds that use them.
  if ((input.shape === 'polygon' || input.shape === 'star') && typeof input.points === 'number') {
    const [lo, hi]: readonly [number, number] = input.shape === 'polygon' ? DOCUMENT_LIMITS.polygonSides : DOCUMENT_LIMITS.starPoints;
    layer.points = Math.round(clampNumber(input.points, lo, hi));
  }
  if (input.shape === 'star' && typeof input.innerRatio === 'number') layer.innerRatio = clampNumber(input.innerRatio, ...DOCUMENT_LIMITS.starInnerRatio);
  if (input.shape === 'path' && input.path) layer.path = { ...input.path };
  return { document: insertLayer(doc, layer), id: layer.id };
}

type BaseFields = Partial<Pick<Layer, 'name' | 'opacity' | 'visible' | 'blendMode' | 'locked'>>;

function pickBase(input: BaseFields): BaseFields {
  const out: BaseFields = {};
  if (typeof input.name === 'string') out.name = input.name.slice(0, DOCUMENT_LIMITS.maxLayerNameLength);
  if (typeof input.opacity === 'number') out.opacity = clampNumber(input.opacity, 0, 1);
  if (typeof input.visible === 'boolean') out.visible = input.visible;
  if (isBlendMode(input.blendMode)) out.blendMode = input.blendMode;
  if (typeof input.locked === 'boolean') out.locked = input.locked;
  return out;
}

const clampNumber = (n: number, min: number, max: number): number => (Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min);
const clampSide = (n: number): number => Math.round(clampNumber(n, DOCUMENT_LIMITS.minSide, DOCUMENT_LIMITS.maxSide));

/** Whether an operation type may sit in an adjustment layer: anything but geometry and brush strokes. */
export function isAdjustmentOperation(type: string): boolean {
  const spec = operationSpec(type);
  return spec !== undefined && spec.category !== 'geometry' && spec.category !== 'retouch';
}

export function addAdjustmentLayer(doc: EditorDocument, type: string, params: OperationParams = {}): Edited {
  if (!isAdjustmentOperation(type)) throw new RangeError(`Not an adjustment: ${type}`);
  const op: Operation = { id: newId('op'), type, params: normaliseParams(type, params).params, enabled: true };
  const layer: AdjustmentLayer = { ...layerDefaults(), id: newId('layer'), kind: 'adjustment', operations: [op], transform: centred(doc) };
  return { document: insertLayer(doc, layer), id: layer.id };
}

/** Merges `params` into an adjustment layer's operation (or adds the operation when it has none of the type). */
export function setAdjustmentParams(doc: EditorDocument, layerId: string, type: string, params: OperationParams): EditorDocument {
  return editLayer(doc, layerId, (layer) => {
    if (layer.kind !== 'adjustment' || !isAdjustmentOperation(type)) return layer;
    const existing = layer.operations.find((op) => op.type === type);
    if (!existing) {
      if (layer.operations.length >= DOCUMENT_LIMITS.maxAdjustmentOperations) return layer;
      return { ...layer, operations: [...layer.operations, { id: newId('op'), type, params: normaliseParams(type, params).params, enabled: true }] };
    }
    return { ...layer, operations: layer.operations.map((op) => (op === existing ? { ...op, params: normaliseParams(type, { ...op.params, ...params }).params } : op)) };
  });
}

function findLayer(doc: EditorDocument, id: string): Layer | undefined {
  return doc.layers.find((l) => l.id === id);
}

/** Applies `change` to an unlocked layer; a locked or missing one leaves the document as it is. */
function editLayer(doc: EditorDocument, id: string, change: (layer: Layer) => Layer): EditorDocument {
  const layer = findLayer(doc, id);
  if (!layer || layer.locked) return doc;
  const next = change(layer);
  return next === layer ? doc : { ...doc, layers: doc.layers.map((l) => (l.id === id ? next : l)) };
}

export function setLayerOpacity(doc: EditorDocument, id: string, opacity: number): EditorDocument {
  return editLayer(doc, id, (l) => ({ ...l, opacity: clampNumber(opacity, 0, 1) }));
}

export function setLayerBlendMode(doc: EditorDocument, id: string, blendMode: BlendMode): EditorDocument {
  return isBlendMode(blendMode) ? editLayer(doc, id, (l) => ({ ...l, blendMode })) : doc;
}

export function setLayerName(doc: EditorDocument, id: string, name: string): EditorDocument {
  return editLayer(doc, id, (l) => ({ ...l, name: name.trim().slice(0, DOCUMENT_LIMITS.maxLayerNameLength) }));
}

/** Visibility is not an edit of the layer: a locked layer can be hidden and shown. */
export function setLayerVisible(doc: EditorDocument, id: string, visible: boolean): EditorDocument {
  const layer = findLayer(doc, id);
  if (!layer || layer.visible === visible) return doc;
  return { ...doc, layers: doc.layers.map((l) => (l.id === id ? { ...l, visible } : l)) };
}

export function setLayerLocked(doc: EditorDocument, id: string, locked: boolean): EditorDocument {
  const layer = findLayer(doc, id);
  if (!layer || layer.locked === locked) return doc;
  return { ...doc, layers: doc.layers.map((l) => (l.id === id ? { ...l, locked } : l)) };
}

export type ShapePatch = Partial<Pick<ShapeLayer, 'shape' | 'fill' | 'stroke' | 'strokeWidth' | 'cornerRadius' | 'width' | 'height'>>;

export function updateShape(doc: EditorDocument, id: string, patch: ShapePatch): EditorDocument {
  return editLayer(doc, id, (l) => {
    if (l.kind !== 'shape') return l;
    return {
      ...l,
      shape: patch.shape ?? l.shape,
      fill: normaliseColor(patch.fill ?? l.fill) ?? l.fill,
      stroke: normaliseColor(patch.stroke ?? l.stroke) ?? l.stroke,
      strokeWidth: clampNumber(patch.strokeWidth ?? l.strokeWidth, 0, DOCUMENT_LIMITS.maxStrokeWidth),
      cornerRadius: clampNumber(patch.cornerRadius ?? l.cornerRadius, 0, DOCUMENT_LIMITS.maxSide),
      width: clampSide(patch.width ?? l.width),
      height: clampSide(patch.height ?? l.height),
    };
  });
}

/** Removes an unlocked layer. */
export function deleteLayer(doc: EditorDocument, id: string): EditorDocument {
  const layer = findLayer(doc, id);
  if (!layer || layer.locked) return doc;
  return { ...doc, layers: doc.layers.filter((l) => l.id !== id) };
}

/** A copy just above the layer (unlocked, with fresh ids). */
export function duplicateLayer(doc: EditorDocument, id: string): Edited {
  const layers = stackOf(doc);
  const index = layers.findIndex((l) => l.id === id);
  const layer = layers[index];
  if (!layer || layers.length >= DOCUMENT_LIMITS.maxLayers) return { document: doc, id };
  const copy: Layer = { ...layer, id: newId('layer'), locked: false, transform: { ...layer.transform } };
  if (copy.kind === 'adjustment') copy.operations = copy.operations.map((op) => ({ ...op, id: newId('op'), params: { ...op.params } }));
  return { document: { ...doc, layers: [...layers.slice(0, index + 1), copy, ...layers.slice(index + 1)] }, id: copy.id };
}

/** Moves an unlocked layer to `toIndex` (0 = bottom), kept within its group. */
export function reorderLayer(doc: EditorDocument, id: string, toIndex: number): EditorDocument {
  const layers = stackOf(doc);
  const from = layers.findIndex((l) => l.id === id);
  const layer = layers[from];
  if (!layer || layer.locked) return doc;
  const rest = layers.filter((l) => l.id !== id);
  const [lo, hi] = groupRange(rest, layerGroup(layer.kind), isOneStack(doc));
  const at = Math.max(lo, Math.min(hi, Math.round(toIndex)));
  if (at === from) return doc;
  return { ...doc, layers: [...rest.slice(0, at), layer, ...rest.slice(at)] };
}

/** One step up (+1) or down (−1) the stack, within the layer's group. */
export function stepLayer(doc: EditorDocument, id: string, delta: 1 | -1): EditorDocument {
  const index = stackOf(doc).findIndex((l) => l.id === id);
  return index < 0 ? doc : reorderLayer(doc, id, index + delta);
}

/** Whether the layer could move one step in that direction (for the panel's buttons). */
export function canStepLayer(doc: EditorDocument, id: string, delta: 1 | -1): boolean {
  return stepLayer(doc, id, delta) !== doc;
}

/**
 * Merge down: the layer and the image layer under it become one picture. Both must be picture layers
 * (graphic ones sit in another coordinate space), visible and unlocked. `document` is what to rasterise:
 * the two layers alone on a transparent canvas, without the document's operations; the lower layer is
 * drawn normally there and its blend mode passes to the merged layer.
 */
export function mergeDownSource(doc: EditorDocument, id: string): { document: EditorDocument; belowId: string } | null {
  const layers = groupedLayers(doc.layers);
  const index = layers.findIndex((l) => l.id === id);
  const above = layers[index];
  const below = layers[index - 1];
  if (!above || !below || below.kind !== 'image' || layerGroup(above.kind) !== 'picture') return null;
  if (above.locked || below.locked || !above.visible || !below.visible) return null;
  const document: EditorDocument = { ...doc, canvas: { ...doc.canvas, background: '#00000000' }, layers: [{ ...below, blendMode: 'normal' }, above], operations: [] };
  return { document, belowId: below.id };
}

/** Replaces the two layers by the merged picture (`image`, rendered from `mergeDownSource`'s document). */
export function applyMergeDown(doc: EditorDocument, id: string, image: { imageId: string; width: number; height: number }): Edited {
  const source = mergeDownSource(doc, id);
  const below = doc.layers.find((l) => l.id === source?.belowId);
  if (!source || !below) return { document: doc, id };
  const merged: Layer = {
    ...layerDefaults(),
    id: newId('layer'),
    kind: 'image',
    name: below.name,
    blendMode: below.blendMode,
    imageId: image.imageId,
    // The picture covers the canvas, whatever its own pixel size (the engine may have scaled it down).
    width: doc.canvas.width,
    height: doc.canvas.height,
    transform: centred(doc),
  };
  const layers = groupedLayers(doc.layers);
  const at = layers.findIndex((l) => l.id === below.id);
  const rest = layers.filter((l) => l.id !== id && l.id !== below.id);
  return { document: { ...doc, layers: [...rest.slice(0, at), merged, ...rest.slice(at)] }, id: merged.id };
}
