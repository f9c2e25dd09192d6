// Text layers are drawn by the engine: the layer's lines (with their styles, textDraw.ts) are rasterised
// with the 2D canvas API into a picture of their box, which both backends then place with the layer's
// transform like any image, so the GPU and the CPU reference draw the same text.
import { layoutText, type TextBox } from '../../src/lib/shared/designer/textLayout';
import { resolveTextStyle } from '../../src/lib/shared/editor/textStyleResolved';
import type { TextLayer } from '../../src/lib/shared/editor/types';
import { createRaster, type Raster } from './raster';
import { cssFont, drawStyledText } from './textDraw';

export { cssFont };
export type { TextBox };

/**
 * Largest side of a text raster (a huge title is drawn at lower density rather than not at all): an
 * export at 2× or 3× stays sharp up to the largest canvas, within 64 MB a raster.
 */
const MAX_RASTER_SIDE = 8192;
const MAX_RASTER_PIXELS = 16 * 1024 * 1024;

let measureContext: OffscreenCanvasRenderingContext2D | null = null;

function measurer(): OffscreenCanvasRenderingContext2D {
  measureContext ??= new OffscreenCanvas(1, 1).getContext('2d');
  if (!measureContext) throw new Error('2D canvas unavailable for text');
  return measureContext;
}

/**
 * THE layout of a text layer (src/lib/shared/designer/textLayout.ts) measured with the 2D canvas it is drawn
 * with: used to draw it and to report its box to the editor's overlays, so both always agree.
 */
export function measureText(layer: TextLayer): TextBox {
  const ctx = measurer();
  ctx.font = cssFont(layer);
  // The layout adds the letter spacing itself (between letters, not after the last).
  ctx.letterSpacing = '0px';
  return layoutText(layer, (text) => (text === '' ? 0 : ctx.measureText(text).width));
}

/** Raster pixels per box unit for a layer drawn at `renderScale`: as sharp as it appears, within limits. */
export function textDensity(layer: TextLayer, box: TextBox, renderScale: number): number {
  const wanted = renderScale * Math.max(Math.abs(layer.transform.scaleX), Math.abs(layer.transform.scaleY));
  return Math.max(0.01, Math.min(wanted, MAX_RASTER_SIDE / box.width, MAX_RASTER_SIDE / box.height, Math.sqrt(MAX_RASTER_PIXELS / Math.max(1e-6, box.width * box.height))));
}

export function rasterizeText(layer: TextLayer, box: TextBox, density: number): Raster {
  const width = Math.max(1, Math.ceil(box.width * density));
  const height = Math.max(1, Math.ceil(box.height * density));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return createRaster(width, height);
  drawStyledText(ctx, layer, box, density, resolveTextStyle(layer));
  const image = ctx.getImageData(0, 0, width, height);
  return { width, height, data: image.data };
}

export interface TextRender {
  key: string;
  box: TextBox;
  raster: Raster;
}

/** Rasterised text by content, style and density: re-rendered only when one of those changes. */
export class TextRasters {
  private readonly cache = new Map<string, TextRender>();
  /** Bumped when fonts arrive: the same text then makes a new key, so no backend reuses the old drawing. */
  private generation = 0;

  constructor(private readonly limit = 64) {}

  get(layer: TextLayer, renderScale: number): TextRender {
    const box = measureText(layer);
    const density = textDensity(layer, box, renderScale);
    const key = JSON.stringify([layer.text, layer.fontFamily, layer.fontSize, layer.bold, layer.italic, layer.color, layer.align, layer.lineHeight, layer.letterSpacing, layer.outline, layer.shadow, layer.background, layer.boxWidth, layer.curve, layer.list, Math.round(density * 1000), this.generation]);
    let entry = this.cache.get(key);
    if (!entry) {
      entry = { key, box, raster: rasterizeText(layer, box, density) };
      this.cache.set(key, entry);
      if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value as string);
    }
    return entry;
  }

  clear(): void {
    this.cache.clear();
  }

  /** Fonts were loaded: every text is drawn again, under new keys. */
  fontsChanged(): void {
    this.generation += 1;
    this.cache.clear();
  }
}
