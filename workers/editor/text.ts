// Text layers are drawn by the engine: the layer's lines are rasterised with the 2D canvas API into a
// picture of their box, which both backends then place with the layer's transform like any image.
import type { TextLayer } from '../../src/lib/shared/editor/types';
import { createRaster, type Raster } from './raster';

/** Largest side of a text raster; a huge title is drawn at lower density rather than not at all. */
const MAX_RASTER_SIDE = 4096;

const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

export function cssFont(layer: Pick<TextLayer, 'fontFamily' | 'fontSize' | 'bold' | 'italic'>, size = layer.fontSize): string {
  const family = GENERIC_FAMILIES.has(layer.fontFamily) ? layer.fontFamily : `"${layer.fontFamily.replace(/["\\]/g, '')}", sans-serif`;
  return `${layer.italic ? 'italic ' : ''}${layer.bold ? 'bold ' : ''}${size}px ${family}`;
}

let measureContext: OffscreenCanvasRenderingContext2D | null = null;

function measurer(): OffscreenCanvasRenderingContext2D {
  measureContext ??= new OffscreenCanvas(1, 1).getContext('2d');
  if (!measureContext) throw new Error('2D canvas unavailable for text');
  return measureContext;
}

export interface TextBox {
  width: number;
  height: number;
  lines: string[];
  /** Space kept on each side so italics and overhanging glyphs are not clipped. */
  padding: number;
}

/** The layer's box in document pixels, before its transform's scale. */
export function measureText(layer: TextLayer): TextBox {
  const ctx = measurer();
  ctx.font = cssFont(layer);
  const lines = layer.text.split('\n');
  const padding = Math.ceil(layer.fontSize * 0.15);
  const widest = Math.max(1, ...lines.map((line) => ctx.measureText(line).width));
  return { width: Math.ceil(widest + padding * 2), height: Math.ceil(lines.length * layer.lineHeight * layer.fontSize + padding * 2), lines, padding };
}

/** Raster pixels per box unit for a layer drawn at `renderScale`: as sharp as it appears, within limits. */
export function textDensity(layer: TextLayer, box: TextBox, renderScale: number): number {
  const wanted = renderScale * Math.max(Math.abs(layer.transform.scaleX), Math.abs(layer.transform.scaleY));
  return Math.max(0.01, Math.min(wanted, MAX_RASTER_SIDE / box.width, MAX_RASTER_SIDE / box.height));
}

export function rasterizeText(layer: TextLayer, box: TextBox, density: number): Raster {
  const width = Math.max(1, Math.ceil(box.width * density));
  const height = Math.max(1, Math.ceil(box.height * density));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return createRaster(width, height);
  ctx.scale(density, density);
  ctx.font = cssFont(layer);
  ctx.fillStyle = layer.color;
  ctx.textBaseline = 'middle';
  ctx.textAlign = layer.align;
  const x = layer.align === 'left' ? box.padding : layer.align === 'right' ? box.width - box.padding : box.width / 2;
  const lineHeight = layer.lineHeight * layer.fontSize;
  // Never wider than the box inside its padding: where the drawn glyphs come out wider than measured (a
  // scaled context's hinting, a font that arrived between measuring and drawing), the line is narrowed a
  // little instead of losing its last letters (issue 14: "Your tex").
  const room = Math.max(1, box.width - box.padding * 2);
  box.lines.forEach((line, i) => ctx.fillText(line, x, box.padding + (i + 0.5) * lineHeight, room));
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

  constructor(private readonly limit = 64) {}

  get(layer: TextLayer, renderScale: number): TextRender {
    const box = measureText(layer);
    const density = textDensity(layer, box, renderScale);
    const key = JSON.stringify([layer.text, layer.fontFamily, layer.fontSize, layer.bold, layer.italic, layer.color, layer.align, layer.lineHeight, Math.round(density * 1000)]);
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
}
