// How the layers reach the picture, shared by both backends: which pixels of which raster land where.
// A photo that fills its canvas unchanged is used as it is (or resampled once); anything else is
// composited layer by layer, premultiplied, over the canvas background: a layer in the normal mode blends
// "over" (the GPU's fixed blending), any other mode through the BLEND kernel; an adjustment layer runs
// its operations over the picture so far and blends the result back with its opacity and mode. A canvas
// pattern is drawn over the background first; an image layer's frame (border, shadow) just before it; a
// clipped layer only inside its clip, so its bounds are the clip's (a collage cell touches its pixels only);
// an image layer with operations of its own from its edited copy (layerOps.ts).
import { canvasToLayerMap, composeAffine, layerCorners, scaledSize, type Affine, type Size } from '../../../src/lib/shared/editor/geometry';
import { maskActive } from '../../../src/lib/shared/editor/masks';
import { colorToRgba } from '../../../src/lib/shared/editor/params';
import { isOneStack } from '../../../src/lib/shared/editor/layers';
import type { AdjustmentLayer, EditorDocument, ImageLayer, Layer, ShapeLayer, TextLayer } from '../../../src/lib/shared/editor/types';
import { blendIndex } from '../ops/blend';
import { layerParams } from '../ops/geometry';
import { intersectBounds, outputClip, planFrame, rectBounds, type FrameDraw } from './frames';
import { hasOwnOperations } from './layerOps';
import { levelFor, levelSize, stretchOf } from './levels';
import { gradientParams, patternParams } from './pattern';

export interface LayerDraw {
  layer: Layer;
  /** Kernel parameters of LAYER: output pixel → the layer raster's pixel, taps, opacity. */
  params: number[];
  /** Output pixels the layer can touch: [x0, y0, x1, y1), clipped to the picture (and to its clip). */
  bounds: [number, number, number, number];
  /** Which reduced copy of an image layer's raster `params` sample (pipeline/levels.ts); 0 = the raster. */
  level?: number;
}

/** A drawn layer, the frame under one, or an adjustment layer's operations over the picture so far. */
export type CompositeStep = { kind: 'draw'; draw: LayerDraw } | { kind: 'frame'; frame: FrameDraw } | { kind: 'adjust'; layer: AdjustmentLayer };

export type Composition =
  | { kind: 'direct'; imageId: string; width: number; height: number }
  | { kind: 'resample'; imageId: string; map: Affine; width: number; height: number }
  | {
      kind: 'layers';
      background: [number, number, number, number];
      /** GRADIENT's parameters when the canvas has a gradient, drawn over the background under the pattern. */
      gradient?: number[];
      /** PATTERN's parameters when the canvas has a pattern, drawn over the background under every layer. */
      pattern?: number[];
      steps: CompositeStep[];
      width: number;
      height: number;
    };

export type LayersComposition = Extract<Composition, { kind: 'layers' }>;

/** BLEND's parameters for a draw: LAYER's, with the layer's mode. */
export function blendDrawParams(draw: LayerDraw): number[] {
  const params = draw.params.slice();
  params[9] = blendIndex(draw.layer.blendMode);
  return params;
}

/** BLEND's parameters for an adjusted picture laid back over the one it came from (same size). */
export function adjustBlendParams(layer: AdjustmentLayer): number[] {
  return [1, 0, 0, 1, 0, 0, 1, 0, layer.opacity, blendIndex(layer.blendMode), 0, 0];
}

/** Whether an adjustment layer changes anything: visible, not transparent, with an enabled operation. */
export function adjusts(layer: Layer): layer is AdjustmentLayer {
  return layer.kind === 'adjustment' && layer.visible && layer.opacity > 0 && layer.operations.some((op) => op.enabled);
}

const scaleMap = (sx: number, sy: number): Affine => ({ a: sx, b: 0, c: 0, d: sy, e: 0, f: 0 });

/** Output pixel (at `scale`) → raster pixel, for a layer whose box is boxW × boxH document pixels. */
export function layerMap(layer: Layer, boxW: number, boxH: number, raster: Size, scale: number): Affine {
  const toBox = canvasToLayerMap(layer.transform, boxW, boxH);
  return composeAffine(scaleMap(raster.width / boxW, raster.height / boxH), composeAffine(toBox, scaleMap(1 / scale, 1 / scale)));
}

export function layerBounds(layer: Layer, boxW: number, boxH: number, scale: number, size: Size): [number, number, number, number] {
  const corners = layerCorners(layer.transform, boxW, boxH).map(([x, y]) => [x * scale, y * scale] as const);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)) - 1);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)) - 1);
  const x1 = Math.min(size.width, Math.ceil(Math.max(...xs)) + 1);
  const y1 = Math.min(size.height, Math.ceil(Math.max(...ys)) + 1);
  return [x0, y0, Math.max(x0, x1), Math.max(y0, y1)];
}

function fillsCanvasUnchanged(doc: EditorDocument, layer: Layer): boolean {
  const t = layer.transform;
  return (
    layer.kind === 'image' &&
    !layer.clip &&
    !layer.frame &&
    !layer.shapeMask &&
    !hasOwnOperations(layer) &&
    !maskActive(layer.mask) &&
    layer.opacity === 1 &&
    layer.blendMode === 'normal' &&
    t.rotation % 360 === 0 &&
    t.scaleX === 1 &&
    t.scaleY === 1 &&
    layer.width === doc.canvas.width &&
    layer.height === doc.canvas.height &&
    t.x === doc.canvas.width / 2 &&
    t.y === doc.canvas.height / 2
  );
}

/** A graphic layer's box (document pixels) and raster size, or null when it is not drawn (no 2D canvas in Node). */
export type GraphicRaster = (layer: GraphicLayer) => { box: Size; size: Size } | null;

/** Whether a graphic layer shows at all (visible, not transparent, text not blank). */
export function graphicShows(layer: Layer): layer is GraphicLayer {
  if ((layer.kind !== 'text' && layer.kind !== 'shape') || !layer.visible || layer.opacity <= 0) return false;
  return layer.kind !== 'text' || layer.text.trim() !== '';
}

/**
 * How the layers become the picture at `scale`; `rasterSize` gives a loaded image's pixel size.
 * `preview`: a view frame, where photos shown small may be sampled more coarsely (levels.ts). A one-stack
 * document (the designer's) composites its text and shape layers here too, in their place in the stack,
 * each from the raster `graphic` gives (without it, they are left out); others draw them after the
 * operations (planGraphics).
 */
export function planComposition(doc: EditorDocument, scale: number, rasterSize: (imageId: string) => Size | undefined, preview = false, graphic?: GraphicRaster): Composition {
  const size = scaledSize(doc.canvas, scale);
  const oneStack = isOneStack(doc);
  const drawn = doc.layers.filter((l) => (l.kind === 'image' && l.visible && rasterSize(l.imageId) !== undefined) || adjusts(l) || (oneStack && graphic !== undefined && graphicShows(l)));
  const only = drawn[0];
  const background = colorToRgba(doc.canvas.background);
  const pattern = patternParams(doc.canvas, size);
  const gradient = gradientParams(doc.canvas, size);
  if (drawn.length === 1 && only?.kind === 'image' && background[3] === 0 && !pattern && !gradient && fillsCanvasUnchanged(doc, only)) {
    const raster = rasterSize(only.imageId) as Size;
    if (raster.width === size.width && raster.height === size.height) return { kind: 'direct', imageId: only.imageId, ...size };
    return { kind: 'resample', imageId: only.imageId, map: scaleMap(raster.width / size.width, raster.height / size.height), ...size };
  }
  const steps: CompositeStep[] = [];
  for (const layer of drawn) {
    if (layer.kind === 'adjustment') steps.push({ kind: 'adjust', layer });
    if (layer.kind === 'text' || layer.kind === 'shape') {
      const r = graphic?.(layer);
      const draw = r ? planGraphicDraw(layer, scale, size, r.box, r.size) : null;
      if (draw) steps.push({ kind: 'draw', draw });
      continue;
    }
    if (layer.kind !== 'image') continue;
    const frame = planFrame(layer, scale, size);
    if (frame) steps.push({ kind: 'frame', frame });
    const draw = planImageDraw(layer, scale, size, rasterSize(layer.imageId) as Size, preview);
    if (draw) steps.push({ kind: 'draw', draw });
  }
  const premultiplied: [number, number, number, number] = [background[0] * background[3], background[1] * background[3], background[2] * background[3], background[3]];
  return { kind: 'layers', background: premultiplied, ...(gradient ? { gradient } : {}), ...(pattern ? { pattern } : {}), steps, ...size };
}

/** An image layer's draw at `scale`: inside its clip, from the reduced copy its size on screen needs. */
export function planImageDraw(layer: ImageLayer, scale: number, size: Size, raster: Size, preview = false): LayerDraw | null {
  let bounds = layerBounds(layer, layer.width, layer.height, scale, size);
  const clip = layer.clip ? outputClip(layer.clip, scale) : undefined;
  if (clip) bounds = intersectBounds(bounds, rectBounds(...clip.rect, size.width, size.height));
  if (bounds[2] <= bounds[0] || bounds[3] <= bounds[1]) return null;
  const level = levelFor(stretchOf(layerMap(layer, layer.width, layer.height, raster, scale)), raster, preview);
  const map = layerMap(layer, layer.width, layer.height, levelSize(raster, level), scale);
  const params = layerParams(map, layer.opacity, clip);
  // A preview's level is within √2 of the output's scale: one tap (tapsFor would take 2 × 2 above 1).
  if (preview && level > 0) params[6] = 1;
  return { layer, params, bounds, ...(level > 0 ? { level } : {}) };
}

export type GraphicLayer = TextLayer | ShapeLayer;

/** A text or shape layer's draw at `scale`, from its raster of `rasterSize` for its `box`; null off the picture. */
export function planGraphicDraw(layer: GraphicLayer, scale: number, size: Size, box: Size, rasterSize: Size): LayerDraw | null {
  const bounds = layerBounds(layer, box.width, box.height, scale, size);
  if (bounds[2] <= bounds[0] || bounds[3] <= bounds[1]) return null;
  return { layer, params: layerParams(layerMap(layer, box.width, box.height, rasterSize, scale), layer.opacity), bounds };
}

/**
 * Text and shape layers over the rendered picture (output coordinates), given each one's box and raster
 * size. None for a one-stack document: its composition draws them in their place (planComposition).
 */
export function planGraphics(doc: EditorDocument, scale: number, size: Size, raster: (layer: GraphicLayer) => { box: Size; size: Size }): LayerDraw[] {
  if (isOneStack(doc)) return [];
  const draws: LayerDraw[] = [];
  for (const layer of doc.layers) {
    if (!graphicShows(layer)) continue;
    const { box, size: rasterSize } = raster(layer);
    const draw = planGraphicDraw(layer, scale, size, box, rasterSize);
    if (draw) draws.push(draw);
  }
  return draws;
}
