// Putting photos into a collage's cells and taking them out. A photo with no cell is "parked": a hidden
// image layer with a clip, kept in the document so a bigger layout brings it back (see setLayout). Another
// hidden image layer without a clip (a sticker the user hid) is never mistaken for one.
import { applyCollage } from './apply';
import { freestyleFrame, freestylePlacement } from './freestyle';
import type { CollageCell, CollageState } from './types';
import { newId } from '../editor/ids';
import { insertLayer, layerDefaults } from '../editor/layers';
import { DOCUMENT_LIMITS, type EditorDocument, type ImageLayer, type Layer, type LayerClip } from '../editor/types';

export interface PhotoInput {
  imageId: string;
  width: number;
  height: number;
  name?: string;
}

export function emptyCell(): CollageCell {
  return { layerId: null, fit: 'fill', zoom: 1, panX: 0, panY: 0 };
}

/** Ids of the layers shown in cells. */
export function idsInCells(state: CollageState): Set<string> {
  return new Set(state.cells.flatMap((c) => (c.layerId === null ? [] : [c.layerId])));
}

/** A parked photo: an image layer in no cell, hidden, with a clip. */
export function isParked(layer: Layer, used: ReadonlySet<string>): layer is ImageLayer {
  return layer.kind === 'image' && !layer.visible && layer.clip !== undefined && !used.has(layer.id);
}

/** The clip a parked photo gets when it has none yet (it is hidden, so only its presence matters). */
export function canvasClip(doc: EditorDocument): LayerClip {
  return { x: 0, y: 0, width: doc.canvas.width, height: doc.canvas.height, radius: 0 };
}

const side = (n: number): number => Math.min(DOCUMENT_LIMITS.maxSide, Math.max(DOCUMENT_LIMITS.minSide, Math.round(Number.isFinite(n) ? n : 1)));

function photoLayer(doc: EditorDocument, photo: PhotoInput): ImageLayer {
  const name = typeof photo.name === 'string' ? photo.name.slice(0, DOCUMENT_LIMITS.maxLayerNameLength) : '';
  return {
    ...layerDefaults(),
    name,
    id: newId('layer'),
    kind: 'image',
    imageId: photo.imageId,
    width: side(photo.width),
    height: side(photo.height),
    transform: { x: doc.canvas.width / 2, y: doc.canvas.height / 2, scaleX: 1, scaleY: 1, rotation: 0 },
  };
}

/**
 * Adds photos: into `cell` first when given (replacing its photo, whose layer is removed), then into the
 * empty cells in order; photos left over are parked. In a freestyle collage each is placed on the canvas
 * with a frame. Photos past the document's layer limit are not added.
 */
export function addPhotos(doc: EditorDocument, photos: readonly PhotoInput[], cell?: number): EditorDocument {
  const state = doc.collage;
  const room = Math.max(0, DOCUMENT_LIMITS.maxLayers - doc.layers.length + (cell !== undefined && state?.cells[cell]?.layerId ? 1 : 0));
  const list = photos.slice(0, room);
  if (!state || list.length === 0) return doc;
  if (state.layout === 'freestyle') {
    const frame = freestyleFrame(doc.canvas);
    const count = doc.layers.filter((l) => l.kind === 'image').length;
    return list.reduce((d, p, i) => insertLayer(d, { ...photoLayer(d, p), frame, transform: freestylePlacement(d.canvas, p, count + i) }), doc);
  }
  const cells = [...state.cells];
  const target = cell !== undefined && cells[cell] ? cell : undefined;
  const replaced = target === undefined ? null : (cells[target]?.layerId ?? null);
  let out: EditorDocument = replaced === null ? doc : { ...doc, layers: doc.layers.filter((l) => l.id !== replaced) };
  const order = [...(target === undefined ? [] : [target]), ...cells.flatMap((c, i) => (c.layerId === null && i !== target ? [i] : []))];
  list.forEach((photo, i) => {
    const layer = photoLayer(out, photo);
    const into = order[i];
    if (into === undefined) {
      out = insertLayer(out, { ...layer, visible: false, clip: canvasClip(out) });
      return;
    }
    out = insertLayer(out, layer);
    cells[into] = { ...emptyCell(), layerId: layer.id, fit: cells[into]?.fit ?? 'fill' };
  });
  return applyCollage({ ...out, collage: { ...state, cells } });
}

/** Takes the photo out of `cell`: its layer leaves the document (undo brings it back) and the cell is empty. */
export function removePhoto(doc: EditorDocument, cell: number): EditorDocument {
  const state = doc.collage;
  const id = state?.cells[cell]?.layerId;
  if (!state || id === undefined || id === null) return doc;
  const cells = state.cells.map((c, i) => (i === cell ? { ...emptyCell(), fit: c.fit } : c));
  return applyCollage({ ...doc, layers: doc.layers.filter((l) => l.id !== id), collage: { ...state, cells } });
}
