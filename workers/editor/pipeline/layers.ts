// How the layers reach the picture, shared by both backends: which pixels of which raster land where.
// A photo that fills its canvas unchanged is used as it is (or resampled once); anything else is
// composited layer by layer, premultiplied, over the canvas background.
import { canvasToLayerMap, composeAffine, layerCorners, scaledSize, type Affine, type Size } from '../../../src/lib/shared/editor/geometry';
import { colorToRgba } from '../../../src/lib/shared/editor/params';
import type { EditorDocument, Layer, TextLayer } from '../../../src/lib/shared/editor/types';
import { layerParams } from '../ops/geometry';
import type { TextBox } from '../text';

export interface LayerDraw {
  layer: Layer;
  /** Kernel parameters of LAYER: output pixel → the layer raster's pixel, taps, opacity. */
  params: number[];
  /** Output pixels the layer can touch: [x0, y0, x1, y1), clipped to the picture. */
  bounds: [number, number, number, number];
}

export type Composition =
  | { kind: 'direct'; imageId: string; width: number; height: number }
  | { kind: 'resample'; imageId: string; map: Affine; width: number; height: number }
  | { kind: 'layers'; background: [number, number, number, number]; draws: LayerDraw[]; width: number; height: number };

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
    layer.opacity === 1 &&
    t.rotation % 360 === 0 &&
    t.scaleX === 1 &&
    t.scaleY === 1 &&
    layer.width === doc.canvas.width &&
    layer.height === doc.canvas.height &&
    t.x === doc.canvas.width / 2 &&
    t.y === doc.canvas.height / 2
  );
}

/** How the image layers become the picture at `scale`; `rasterSize` gives a loaded image's pixel size. */
export function planComposition(doc: EditorDocument, scale: number, rasterSize: (imageId: string) => Size | undefined): Composition {
  const size = scaledSize(doc.canvas, scale);
  const images = doc.layers.filter((l) => l.kind === 'image' && l.visible && rasterSize(l.imageId) !== undefined);
  const only = images[0];
  const background = colorToRgba(doc.canvas.background);
  if (images.length === 1 && only?.kind === 'image' && background[3] === 0 && fillsCanvasUnchanged(doc, only)) {
    const raster = rasterSize(only.imageId) as Size;
    if (raster.width === size.width && raster.height === size.height) return { kind: 'direct', imageId: only.imageId, ...size };
    return { kind: 'resample', imageId: only.imageId, map: scaleMap(raster.width / size.width, raster.height / size.height), ...size };
  }
  const draws: LayerDraw[] = [];
  for (const layer of images) {
    if (layer.kind !== 'image') continue;
    const raster = rasterSize(layer.imageId) as Size;
    const bounds = layerBounds(layer, layer.width, layer.height, scale, size);
    if (bounds[2] > bounds[0] && bounds[3] > bounds[1]) draws.push({ layer, params: layerParams(layerMap(layer, layer.width, layer.height, raster, scale), layer.opacity), bounds });
  }
  return { kind: 'layers', background: [background[0] * background[3], background[1] * background[3], background[2] * background[3], background[3]], draws, ...size };
}

/** Text layers over the rendered picture (output coordinates), given each one's box and raster size. */
export function planText(doc: EditorDocument, scale: number, size: Size, raster: (layer: TextLayer) => { box: TextBox; size: Size }): LayerDraw[] {
  const draws: LayerDraw[] = [];
  for (const layer of doc.layers) {
    if (layer.kind !== 'text' || !layer.visible || layer.text.trim() === '') continue;
    const { box, size: rasterSize } = raster(layer);
    const bounds = layerBounds(layer, box.width, box.height, scale, size);
    if (bounds[2] > bounds[0] && bounds[3] > bounds[1]) draws.push({ layer, params: layerParams(layerMap(layer, box.width, box.height, rasterSize, scale), layer.opacity), bounds });
  }
  return draws;
}
