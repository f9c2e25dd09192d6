// The designer panels' edits of the document (issue 16), pure so they are tested without a screen: shapes
// and graphics added centred, a shape's paint and outline, photos placed, replaced (covering the old box)
// and framed in a shape, the canvas background (colour, gradient, a photo as a locked bottom layer) and
// the text presets. Every edit that changes nothing returns the same document (no undo step), and a
// locked layer is left as it is.
import { addTextLayer, updateLayer, type LayerPatch } from '../../../../lib/shared/editor/edits';
import { addShapeLayer, insertLayer, layerDefaults, type ShapeInput } from '../../../../lib/shared/editor/layers';
import { newId } from '../../../../lib/shared/editor/ids';
import { normaliseColor } from '../../../../lib/shared/editor/params';
import { DOCUMENT_LIMITS, type CanvasGradient, type EditorDocument, type ImageLayer, type Layer, type ShapeKind, type ShapeLayer, type ShapeOutline, type ShapePath, type TextLayer, type TextList, type Transform } from '../../../../lib/shared/editor/types';
import { DEFAULT_POLYGON_SIDES, DEFAULT_STAR_INNER, DEFAULT_STAR_POINTS, outlinePath } from '../../../../lib/shared/designer/outline';
import type { Edited } from '../../../../lib/shared/editor/edits';

const clamp = (v: number, lo: number, hi: number): number => (Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : lo);
const shortSide = (doc: EditorDocument): number => Math.min(doc.canvas.width, doc.canvas.height);

// ---------------------------------------------------------------- shapes

/** The shapes the Elements panel offers, in its order (a 'path' comes from a graphic). */
export const SHAPE_CHOICES = ['rectangle', 'ellipse', 'line', 'arrow', 'polygon', 'star', 'speech-bubble'] as const satisfies readonly ShapeKind[];
export type ShapeChoice = (typeof SHAPE_CHOICES)[number];

/** A new shape's input: a third of the canvas's short side, centred, with what its kind needs. */
export function shapeInput(doc: EditorDocument, shape: ShapeChoice): ShapeInput {
  const side = Math.max(1, Math.round(shortSide(doc) / 3));
  switch (shape) {
    case 'arrow':
      return { shape, height: Math.max(1, Math.round(side / 4)), fill: '#00000000', stroke: '#111827ff', strokeWidth: Math.max(1, Math.round(side / 40)) };
    case 'polygon':
      return { shape, points: DEFAULT_POLYGON_SIDES };
    case 'star':
      return { shape, points: DEFAULT_STAR_POINTS, innerRatio: DEFAULT_STAR_INNER };
    case 'speech-bubble':
      return { shape, cornerRadius: Math.round(side * 0.12) };
    default:
      return { shape };
  }
}

export function addDesignerShape(doc: EditorDocument, shape: ShapeChoice): Edited {
  if (doc.layers.length >= DOCUMENT_LIMITS.maxLayers) return { document: doc, id: '' };
  return addShapeLayer(doc, shapeInput(doc, shape));
}

/** A shipped graphic as a 'path' shape, its view box's proportions kept within a third of the short side. */
export function addGraphicShape(doc: EditorDocument, path: ShapePath, fill = '#111827ff'): Edited {
  if (doc.layers.length >= DOCUMENT_LIMITS.maxLayers) return { document: doc, id: '' };
  const side = Math.max(1, Math.round(shortSide(doc) / 3));
  const ratio = path.viewWidth / path.viewHeight;
  const width = ratio >= 1 ? side : Math.max(1, Math.round(side * ratio));
  const height = ratio >= 1 ? Math.max(1, Math.round(side / ratio)) : side;
  return addShapeLayer(doc, { shape: 'path', path, width, height, fill });
}

/** What the shape properties change; each field only where the kind uses it. */
export interface ShapeEdit {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  cornerRadius?: number;
  points?: number;
  innerRatio?: number;
  opacity?: number;
}

/** Whether a kind has a corner radius, sides or points, an inner ratio, a fill. */
export const hasCornerRadius = (shape: ShapeKind): boolean => shape === 'rectangle' || shape === 'speech-bubble';
export const hasPoints = (shape: ShapeKind): boolean => shape === 'polygon' || shape === 'star';
export const hasFill = (shape: ShapeKind): boolean => shape !== 'line' && shape !== 'arrow';

export function editShape(doc: EditorDocument, id: string, edit: ShapeEdit): EditorDocument {
  const layer = doc.layers.find((l) => l.id === id);
  if (!layer || layer.kind !== 'shape' || layer.locked) return doc;
  const patch: Partial<ShapeLayer> = {};
  const fill = edit.fill === undefined ? null : normaliseColor(edit.fill);
  if (fill && fill !== layer.fill) patch.fill = fill;
  const stroke = edit.stroke === undefined ? null : normaliseColor(edit.stroke);
  if (stroke && stroke !== layer.stroke) patch.stroke = stroke;
  if (edit.strokeWidth !== undefined) patch.strokeWidth = clamp(edit.strokeWidth, 0, DOCUMENT_LIMITS.maxStrokeWidth);
  if (edit.cornerRadius !== undefined && hasCornerRadius(layer.shape)) patch.cornerRadius = clamp(edit.cornerRadius, 0, Math.min(layer.width, layer.height) / 2);
  if (edit.points !== undefined && hasPoints(layer.shape)) {
    const [lo, hi]: readonly [number, number] = layer.shape === 'polygon' ? DOCUMENT_LIMITS.polygonSides : DOCUMENT_LIMITS.starPoints;
    patch.points = Math.round(clamp(edit.points, lo, hi));
  }
  if (edit.innerRatio !== undefined && layer.shape === 'star') patch.innerRatio = clamp(edit.innerRatio, ...DOCUMENT_LIMITS.starInnerRatio);
  if (edit.opacity !== undefined) patch.opacity = clamp(edit.opacity, 0, 1);
  const changed = (Object.keys(patch) as Array<keyof ShapeLayer>).some((key) => patch[key] !== layer[key]);
  return changed ? updateLayer(doc, id, patch as LayerPatch) : doc;
}

// ---------------------------------------------------------------- photos

export interface PlacedImage {
  imageId: string;
  width: number;
  height: number;
  name?: string;
}

/**
 * A new photo: at most two thirds of the canvas (never enlarged), centred on `at` (or the canvas's
 * centre), `offset` steps down and right so several photos added at once do not hide each other.
 */
export function placePhoto(doc: EditorDocument, image: PlacedImage, at?: { x: number; y: number }, offset = 0): Edited {
  if (doc.layers.length >= DOCUMENT_LIMITS.maxLayers) return { document: doc, id: '' };
  const fit = Math.min(1, (doc.canvas.width * 2) / 3 / image.width, (doc.canvas.height * 2) / 3 / image.height);
  const scale = clamp(fit, DOCUMENT_LIMITS.minScale, DOCUMENT_LIMITS.maxScale);
  const step = shortSide(doc) / 20;
  const transform: Transform = { x: (at?.x ?? doc.canvas.width / 2) + offset * step, y: (at?.y ?? doc.canvas.height / 2) + offset * step, scaleX: scale, scaleY: scale, rotation: 0 };
  const layer: ImageLayer = {
    ...layerDefaults(),
    id: newId('layer'),
    kind: 'image',
    name: (image.name ?? '').slice(0, DOCUMENT_LIMITS.maxLayerNameLength),
    imageId: image.imageId,
    width: Math.round(image.width),
    height: Math.round(image.height),
    transform,
  };
  return { document: insertLayer(doc, layer), id: layer.id };
}

/** Moves absolute SVG path data (what outlinePath writes: M L H V A Z) by (dx, dy). */
export function translateOutline(d: string, dx: number, dy: number): string {
  const r = (v: number): string => String(Math.round(v * 1000) / 1000);
  return d.replace(/([MLHVAZ])([^MLHVAZ]*)/g, (_all, command: string, args: string) => {
    const n = args.split(/[\s,]+/).filter((s) => s !== '').map(Number);
    switch (command) {
      case 'M':
      case 'L':
        return command + n.map((v, i) => r(v + (i % 2 === 0 ? dx : dy))).join(',');
      case 'H':
        return command + n.map((v) => r(v + dx)).join(',');
      case 'V':
        return command + n.map((v) => r(v + dy)).join(',');
      case 'A': {
        // rx,ry rotation large-arc sweep x,y — groups of seven.
        const out: string[] = [];
        for (let i = 0; i + 6 < n.length; i += 7) out.push(`${r(n[i]!)},${r(n[i + 1]!)} ${n[i + 2]} ${n[i + 3]} ${n[i + 4]} ${r(n[i + 5]! + dx)},${r(n[i + 6]! + dy)}`);
        return command + out.join(' ');
      }
      default:
        return command;
    }
  });
}

/**
 * Another picture in a photo's place (issue 16 "replace its photo"): the same centre, rotation and box
 * on the canvas; the new picture covers that box like CSS object-fit: cover, the overflow cut off by a
 * frame shape ('path', in the new layer's own box, so it moves, turns and scales with it) that is the old
 * box — or the old frame shape within it. Name, opacity, blend mode, group, its own adjustments and its
 * frame are kept, and its id (so it stays selected, grouped and in its place in the stack); a pixel mask
 * (painted for the old picture) is not. A locked photo is not replaced.
 */
export function replacePhoto(doc: EditorDocument, layerId: string, image: PlacedImage): Edited {
  const old = doc.layers.find((l) => l.id === layerId);
  if (!old || old.kind !== 'image' || old.locked) return { document: doc, id: layerId };
  const boxW = old.width * Math.abs(old.transform.scaleX);
  const boxH = old.height * Math.abs(old.transform.scaleY);
  const scale = clamp(Math.max(boxW / image.width, boxH / image.height), DOCUMENT_LIMITS.minScale, DOCUMENT_LIMITS.maxScale);
  const width = Math.round(image.width);
  const height = Math.round(image.height);
  // The old box in the new layer's own pixels, centred.
  const innerW = boxW / scale;
  const innerH = boxH / scale;
  const dx = (width - innerW) / 2;
  const dy = (height - innerH) / 2;
  const { mask: _mask, shapeMask, ...kept } = old;
  let frame: ShapeOutline | undefined;
  const covers = dx > 0.5 || dy > 0.5;
  if (shapeMask && shapeMask.shape === 'path') frame = shapeMask; // a graphic frame: stretched over the new box
  else if (shapeMask || covers) {
    const outline: ShapeOutline = shapeMask ? { ...shapeMask, ...(shapeMask.cornerRadius ? { cornerRadius: (shapeMask.cornerRadius * Math.abs(old.transform.scaleX)) / scale } : {}) } : { shape: 'rectangle' };
    const d = translateOutline(outlinePath(outline, innerW, innerH).d, dx, dy);
    frame = { shape: 'path', path: { d, viewWidth: width, viewHeight: height } };
  }
  const sx = Math.sign(old.transform.scaleX) || 1;
  const sy = Math.sign(old.transform.scaleY) || 1;
  const next: ImageLayer = {
    ...kept,
    imageId: image.imageId,
    width,
    height,
    transform: { ...old.transform, scaleX: sx * scale, scaleY: sy * scale },
    ...(frame ? { shapeMask: frame } : {}),
  };
  return { document: { ...doc, layers: doc.layers.map((l) => (l.id === layerId ? next : l)) }, id: next.id };
}

/** The frame shapes offered for a photo; 'heart' is a shipped graphic, looked up when the panel opens. */
export const FRAME_CHOICES = ['none', 'ellipse', 'rounded', 'star', 'hexagon', 'triangle', 'speech-bubble', 'heart'] as const;
export type FrameChoice = (typeof FRAME_CHOICES)[number];

/** The outline of a frame choice for a photo of `width` × `height` (its own box); null = none. */
export function frameOutline(choice: FrameChoice, width: number, height: number, heart?: ShapePath): ShapeOutline | null {
  switch (choice) {
    case 'ellipse':
      return { shape: 'ellipse' };
    case 'rounded':
      return { shape: 'rectangle', cornerRadius: Math.round(Math.min(width, height) * 0.15) };
    case 'star':
      return { shape: 'star', points: DEFAULT_STAR_POINTS, innerRatio: DEFAULT_STAR_INNER };
    case 'hexagon':
      return { shape: 'polygon', points: 6 };
    case 'triangle':
      return { shape: 'polygon', points: 3 };
    case 'speech-bubble':
      return { shape: 'speech-bubble' };
    case 'heart':
      return heart ? { shape: 'path', path: heart } : null;
    default:
      return null;
  }
}

/** Which choice a photo's frame is (null: one the panel did not make, e.g. a replaced photo's crop). */
export function frameChoiceOf(mask: ShapeOutline | undefined): FrameChoice | null {
  if (!mask) return 'none';
  switch (mask.shape) {
    case 'ellipse':
      return 'ellipse';
    case 'rectangle':
      return 'rounded';
    case 'star':
      return 'star';
    case 'polygon':
      return mask.points === 3 ? 'triangle' : 'hexagon';
    case 'speech-bubble':
      return 'speech-bubble';
    case 'path':
      return mask.path?.graphicId && /heart/.test(mask.path.graphicId) ? 'heart' : null;
    default:
      return null;
  }
}

export function setFrameShape(doc: EditorDocument, layerId: string, outline: ShapeOutline | null): EditorDocument {
  const layer = doc.layers.find((l) => l.id === layerId);
  if (!layer || layer.kind !== 'image' || layer.locked) return doc;
  if (!outline && !layer.shapeMask) return doc;
  const { shapeMask: _old, ...rest } = layer;
  const next: ImageLayer = outline ? { ...rest, shapeMask: outline } : rest;
  return { ...doc, layers: doc.layers.map((l) => (l.id === layerId ? next : l)) };
}

// ---------------------------------------------------------------- background

export function setBackgroundColor(doc: EditorDocument, color: string): EditorDocument {
  const background = normaliseColor(color);
  if (!background || background === doc.canvas.background) return doc;
  return { ...doc, canvas: { ...doc.canvas, background } };
}

export function setGradient(doc: EditorDocument, gradient: CanvasGradient | null): EditorDocument {
  if (!gradient) {
    if (!doc.canvas.gradient) return doc;
    const { gradient: _dropped, ...canvas } = doc.canvas;
    return { ...doc, canvas };
  }
  const from = normaliseColor(gradient.from);
  const to = normaliseColor(gradient.to);
  if (!from || !to) return doc;
  const angle = ((Math.round(gradient.angle) % 360) + 360) % 360;
  const next: CanvasGradient = { kind: gradient.kind === 'radial' ? 'radial' : 'linear', from, to, angle };
  const old = doc.canvas.gradient;
  if (old && old.kind === next.kind && old.from === next.from && old.to === next.to && old.angle === next.angle) return doc;
  return { ...doc, canvas: { ...doc.canvas, gradient: next } };
}

/**
 * The background photo: the bottom layer when it is a locked, unturned picture centred on the canvas and
 * covering it (what setBackgroundPhoto makes).
 */
export function backgroundPhotoOf(doc: EditorDocument): ImageLayer | null {
  const bottom: Layer | undefined = doc.layers[0];
  if (!bottom || bottom.kind !== 'image' || !bottom.locked) return null;
  const t = bottom.transform;
  const { width, height } = doc.canvas;
  const covers = bottom.width * Math.abs(t.scaleX) >= width - 1 && bottom.height * Math.abs(t.scaleY) >= height - 1;
  return covers && t.rotation % 360 === 0 && Math.abs(t.x - width / 2) < 1 && Math.abs(t.y - height / 2) < 1 ? bottom : null;
}

/** A photo covering the canvas as the bottom layer, locked (replacing the background photo there was). */
export function setBackgroundPhoto(doc: EditorDocument, image: PlacedImage, name: string): Edited {
  const { width, height } = doc.canvas;
  const scale = clamp(Math.max(width / image.width, height / image.height), DOCUMENT_LIMITS.minScale, DOCUMENT_LIMITS.maxScale);
  const old = backgroundPhotoOf(doc);
  const layers = old ? doc.layers.filter((l) => l !== old) : doc.layers;
  if (!old && layers.length >= DOCUMENT_LIMITS.maxLayers) return { document: doc, id: '' };
  const layer: ImageLayer = {
    ...layerDefaults(),
    id: newId('layer'),
    kind: 'image',
    name: name.slice(0, DOCUMENT_LIMITS.maxLayerNameLength),
    locked: true,
    imageId: image.imageId,
    width: Math.round(image.width),
    height: Math.round(image.height),
    transform: { x: width / 2, y: height / 2, scaleX: scale, scaleY: scale, rotation: 0 },
  };
  return { document: { ...doc, layers: [layer, ...layers] }, id: layer.id };
}

/** Removes the background photo (locked, so not through the layer edits). */
export function removeBackgroundPhoto(doc: EditorDocument): EditorDocument {
  const old = backgroundPhotoOf(doc);
  return old ? { ...doc, layers: doc.layers.filter((l) => l !== old) } : doc;
}

// ---------------------------------------------------------------- text

export const TEXT_PRESETS = ['heading', 'subheading', 'body', 'list'] as const;
export type TextPreset = (typeof TEXT_PRESETS)[number];

/** A preset's text, already translated (the panel passes them). */
export type PresetTexts = Readonly<Record<TextPreset, string>>;

/** Adds a preset text in the middle of the canvas, dark (the designer's canvas starts white). */
export function addTextPreset(doc: EditorDocument, preset: TextPreset, texts: PresetTexts): Edited {
  if (doc.layers.length >= DOCUMENT_LIMITS.maxLayers) return { document: doc, id: '' };
  const s = shortSide(doc);
  const base = { color: '#111827ff', text: texts[preset] };
  const size = (fraction: number): number => clamp(Math.round(s * fraction), DOCUMENT_LIMITS.minFontSize, DOCUMENT_LIMITS.maxFontSize);
  switch (preset) {
    case 'heading':
      return addTextLayer(doc, { ...base, fontFamily: 'Montserrat', bold: true, fontSize: size(1 / 9) });
    case 'subheading':
      return addTextLayer(doc, { ...base, fontFamily: 'Montserrat', fontSize: size(1 / 16) });
    case 'body': {
      const added = addTextLayer(doc, { ...base, fontFamily: 'Inter', fontSize: size(1 / 28), align: 'left' });
      return { document: setTextLayout(added.document, added.id, { boxWidth: Math.round(doc.canvas.width * 0.6) }), id: added.id };
    }
    case 'list': {
      const added = addTextLayer(doc, { ...base, fontFamily: 'Inter', fontSize: size(1 / 24), align: 'left' });
      return { document: setTextLayout(added.document, added.id, { list: 'bullet' }), id: added.id };
    }
  }
}

/** The designer's text fields: a box width (null: no wrap), curve (0: straight), list (null: none). */
export interface TextLayout {
  boxWidth?: number | null;
  curve?: number;
  list?: TextList | null;
}

export function setTextLayout(doc: EditorDocument, id: string, layout: TextLayout): EditorDocument {
  const layer = doc.layers.find((l) => l.id === id);
  if (!layer || layer.kind !== 'text' || layer.locked) return doc;
  const next: TextLayer = { ...layer };
  if (layout.boxWidth !== undefined) {
    if (layout.boxWidth === null) delete next.boxWidth;
    else next.boxWidth = Math.round(clamp(layout.boxWidth, 1, DOCUMENT_LIMITS.maxSide));
  }
  if (layout.curve !== undefined) {
    const curve = Math.round(clamp(layout.curve, ...DOCUMENT_LIMITS.curve));
    if (curve === 0) delete next.curve;
    else next.curve = curve;
  }
  if (layout.list !== undefined) {
    if (layout.list === null) delete next.list;
    else next.list = layout.list;
  }
  if (next.boxWidth === layer.boxWidth && next.curve === layer.curve && next.list === layer.list) return doc;
  return { ...doc, layers: doc.layers.map((l) => (l.id === id ? next : l)) };
}
