// Pure edits of a document: each returns a new document (the old one is kept by the history), with
// parameters merged, clamped and defaulted through the catalogue. The UI calls these, then hands the
// result to the history and to the engine.
import { isOperationType } from './catalogue';
import { newId } from './ids';
import { insertLayer, layerDefaults, reorderLayer } from './layers';
import { normaliseColor, normaliseParams } from './params';
import { DOCUMENT_LIMITS, DOCUMENT_VERSION, type EditorDocument, type ImageLayer, type Layer, type OperationParams, type Section, type ShapeLayer, type TextLayer, type Transform } from './types';

export interface Edited {
  document: EditorDocument;
  /** Id of the layer or operation the edit added or changed. */
  id: string;
}

export function createDocument(options: { section?: Section; width: number; height: number; background?: string }): EditorDocument {
  const clampSide = (n: number): number => Math.min(DOCUMENT_LIMITS.maxSide, Math.max(1, Math.round(n)));
  return {
    version: DOCUMENT_VERSION,
    section: options.section ?? 'editor',
    canvas: { width: clampSide(options.width), height: clampSide(options.height), background: normaliseColor(options.background) ?? '#00000000' },
    layers: [],
    operations: [],
  };
}

/** A photo-editor document: the canvas is the picture's size and the picture fills it. */
export function createPhotoDocument(image: { imageId: string; width: number; height: number }): EditorDocument {
  return addImageLayer(createDocument({ width: image.width, height: image.height }), image).document;
}

function centred(doc: EditorDocument): Transform {
  return { x: doc.canvas.width / 2, y: doc.canvas.height / 2, scaleX: 1, scaleY: 1, rotation: 0 };
}

export function addImageLayer(doc: EditorDocument, image: { imageId: string; width: number; height: number }, transform?: Transform): Edited {
  const layer: ImageLayer = { ...layerDefaults(), id: newId('layer'), kind: 'image', imageId: image.imageId, width: Math.round(image.width), height: Math.round(image.height), transform: transform ?? centred(doc) };
  return { document: insertLayer(doc, layer), id: layer.id };
}

export type TextLayerInput = Partial<Omit<TextLayer, 'id' | 'kind'>> & { text: string };

export function addTextLayer(doc: EditorDocument, input: TextLayerInput): Edited {
  const layer: TextLayer = {
    ...layerDefaults(),
    id: newId('layer'),
    kind: 'text',
    text: input.text.slice(0, DOCUMENT_LIMITS.maxTextLength),
    fontFamily: input.fontFamily ?? 'sans-serif',
    // A tenth of the picture's short side reads well on phones and posters alike.
    fontSize: input.fontSize ?? Math.max(DOCUMENT_LIMITS.minFontSize, Math.round(Math.min(doc.canvas.width, doc.canvas.height) / 10)),
    bold: input.bold ?? false,
    italic: input.italic ?? false,
    color: normaliseColor(input.color) ?? '#ffffffff',
    align: input.align ?? 'center',
    lineHeight: input.lineHeight ?? 1.2,
    transform: input.transform ?? centred(doc),
    opacity: input.opacity ?? 1,
    visible: input.visible ?? true,
  };
  // The optional styles only when given, so a plain text stays as small as before.
  for (const key of ['letterSpacing', 'outline', 'shadow', 'background'] as const) if (input[key] !== undefined) Object.assign(layer, { [key]: input[key] });
  return { document: insertLayer(doc, layer), id: layer.id };
}

export type LayerPatch = Partial<Omit<TextLayer, 'id' | 'kind'>> | Partial<Omit<ImageLayer, 'id' | 'kind'>> | Partial<Omit<ShapeLayer, 'id' | 'kind'>>;

/** Changes a layer; a locked one keeps everything but its `locked` and `visible` (layers.ts). */
export function updateLayer(doc: EditorDocument, id: string, patch: LayerPatch): EditorDocument {
  const target = doc.layers.find((layer) => layer.id === id);
  if (target?.locked && Object.keys(patch).some((key) => key !== 'locked' && key !== 'visible')) return doc;
  return {
    ...doc,
    layers: doc.layers.map((layer): Layer => {
      if (layer.id !== id) return layer;
      const next = { ...layer, ...patch, id: layer.id, kind: layer.kind } as Layer;
      if (next.kind === 'text') next.color = normaliseColor(next.color) ?? '#ffffffff';
      return next;
    }),
  };
}

export function removeLayer(doc: EditorDocument, id: string): EditorDocument {
  if (doc.layers.find((layer) => layer.id === id)?.locked) return doc;
  return { ...doc, layers: doc.layers.filter((layer) => layer.id !== id) };
}

function moveItem<T extends { id: string }>(items: T[], id: string, toIndex: number): T[] {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return items;
  const next = items.slice();
  const [item] = next.splice(from, 1);
  if (!item) return items;
  next.splice(Math.max(0, Math.min(next.length, toIndex)), 0, item);
  return next;
}

/** Moves a layer in the stack (0 = bottom), within its group (layers.ts). */
export function moveLayer(doc: EditorDocument, id: string, toIndex: number): EditorDocument {
  return reorderLayer(doc, id, toIndex);
}

export function addOperation(doc: EditorDocument, type: string, params: OperationParams = {}): Edited {
  if (!isOperationType(type)) throw new RangeError(`Unknown operation type: ${type}`);
  const op = { id: newId('op'), type, params: normaliseParams(type, params).params, enabled: true };
  return { document: { ...doc, operations: [...doc.operations, op] }, id: op.id };
}

/**
 * What a tool panel does: when the last operation is of the same type (the user is still on that slider
 * or look), it is updated; otherwise the tool's operation is added at the end.
 */
export function applyTool(doc: EditorDocument, type: string, params: OperationParams): Edited {
  const last = doc.operations[doc.operations.length - 1];
  if (last && last.type === type) return { document: updateOperation(doc, last.id, params), id: last.id };
  return addOperation(doc, type, params);
}

/** Merges `params` into the operation's parameters. */
export function updateOperation(doc: EditorDocument, id: string, params: OperationParams): EditorDocument {
  return {
    ...doc,
    operations: doc.operations.map((op) => (op.id === id ? { ...op, params: normaliseParams(op.type, { ...op.params, ...params }).params } : op)),
  };
}

export function setOperationEnabled(doc: EditorDocument, id: string, enabled: boolean): EditorDocument {
  return { ...doc, operations: doc.operations.map((op) => (op.id === id ? { ...op, enabled } : op)) };
}

export function removeOperation(doc: EditorDocument, id: string): EditorDocument {
  return { ...doc, operations: doc.operations.filter((op) => op.id !== id) };
}

export function moveOperation(doc: EditorDocument, id: string, toIndex: number): EditorDocument {
  return { ...doc, operations: moveItem(doc.operations, id, toIndex) };
}

/** The document as it was before any operation: the "before" of a before/after comparison. */
export function withoutOperations(doc: EditorDocument): EditorDocument {
  return { ...doc, operations: [] };
}
