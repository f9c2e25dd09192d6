// Text layers are drawn by the engine: the layer's lines (with their styles, textDraw.ts) are rasterised
// with the 2D canvas API into a picture of their box, which both backends then place with the layer's
// transform like any image, so the GPU and the CPU reference draw the same text.
import type { TextLayer } from '../../src/lib/shared/editor/types';
import { createRaster, type Raster } from './raster';
import { cssFont, drawStyledText, resolveTextStyle, styleReach } from './textDraw';

export { cssFont };

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

/** One drawn line: its text, where it starts past the content's left edge (a list's indent), its width. */
export interface TextRow {
  text: string;
  /** The list marker ("•", "3.") of a paragraph's first line; null on other lines and outside lists. */
  marker: string | null;
  /** Width of the letters, document pixels (without the spacing after the last one). */
  width: number;
}

/** Single-line text on an arc (TextLayer.curve): each letter's angle and the arc's centre in the box. */
export interface TextCurve {
  radius: number;
  /** +1: the ends bend down (text on top of a circle); -1: up. */
  sign: 1 | -1;
  centreX: number;
  centreY: number;
  /** Each letter (with the spacing after it) and the angle of its middle, radians from the arc's top (or bottom). */
  letters: Array<{ text: string; angle: number }>;
}

export interface TextBox {
  width: number;
  height: number;
  /** The drawn lines' texts (a wrapped paragraph gives several). */
  lines: string[];
  rows: TextRow[];
  /** The hanging indent of a list's lines (0 outside lists), document pixels. */
  indent: number;
  /** Set when the text is drawn along an arc. */
  curve: TextCurve | null;
  /** Space kept on each side of the lines: for italics and overhanging glyphs, and the styles' reach. */
  padding: number;
  /** The part of `padding` the letters need; the background box starts at `padding - inset - background padding`. */
  inset: number;
}

/** A list item's marker: a bullet, or its number. */
function listMarker(list: TextLayer['list'], index: number): string | null {
  if (list === 'bullet') return '•';
  if (list === 'number') return `${index + 1}.`;
  return null;
}

/**
 * Greedy wrapping of a paragraph into lines at most `room` wide (measured by `width`), breaking at spaces;
 * a word wider than the room alone is broken between letters.
 */
function wrapParagraph(paragraph: string, room: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of paragraph.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (width(candidate) <= room) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = '';
    if (width(word) <= room) {
      current = word;
      continue;
    }
    // A word longer than the box: as many letters a line as fit (at least one).
    for (const letter of Array.from(word)) {
      if (current !== '' && width(current + letter) > room) {
        lines.push(current);
        current = '';
      }
      current += letter;
    }
  }
  lines.push(current);
  return lines;
}

/** The bounds of an annular sector of half-angle `half` (radians) between radii `inner` and `outer`, centred on its top. */
function arcBounds(half: number, inner: number, outer: number): { left: number; right: number; top: number; bottom: number } {
  const side = half >= Math.PI / 2 ? outer : outer * Math.sin(half);
  const endY = (r: number): number => -r * Math.cos(half);
  const bottom = half >= Math.PI ? outer : Math.max(endY(inner), endY(outer), -inner);
  return { left: -side, right: side, top: -outer, bottom };
}

/**
 * THE layout of a text layer (measured box, lines, list markers, arc), used to draw it and to report its
 * box to the editor's overlays, so both always agree. Document pixels, before the transform's scale.
 */
export function measureText(layer: TextLayer): TextBox {
  const ctx = measurer();
  const style = resolveTextStyle(layer);
  ctx.font = cssFont(layer);
  ctx.letterSpacing = `${style.letterSpacing}px`;
  // measureText counts the spacing after the last letter too; the line ends at its last letter.
  const measure = (line: string): number => (line === '' ? 0 : ctx.measureText(line).width - style.letterSpacing);
  const inset = Math.ceil(layer.fontSize * 0.15);
  const padding = inset + styleReach(style);
  const lineHeight = layer.lineHeight * layer.fontSize;
  const paragraphs = layer.text.split('\n');
  const markers = paragraphs.map((_, i) => listMarker(layer.list, i));
  // A list's lines hang past the widest marker and a gap of half an em.
  const indent = layer.list ? Math.ceil(Math.max(...markers.map((m) => measure(m ?? ''))) + layer.fontSize * 0.5) : 0;
  const boxWidth = layer.boxWidth !== undefined && Number.isFinite(layer.boxWidth) && layer.boxWidth > 0 ? layer.boxWidth : null;
  const room = boxWidth === null ? Infinity : Math.max(1, boxWidth - indent);
  const rows: TextRow[] = [];
  paragraphs.forEach((paragraph, p) => {
    const lines = boxWidth === null ? [paragraph] : wrapParagraph(paragraph, room, measure);
    lines.forEach((text, i) => rows.push({ text, marker: i === 0 ? (markers[p] ?? null) : null, width: measure(text) }));
  });
  const widest = Math.max(1, ...rows.map((r) => r.width));
  const contentWidth = boxWidth ?? widest + indent;
  const curveAmount = Math.max(-100, Math.min(100, Number.isFinite(layer.curve) ? (layer.curve ?? 0) : 0));
  const only = rows[0];
  if (rows.length === 1 && only && !only.marker && Math.abs(curveAmount) >= 0.5 && only.text.trim() !== '') {
    // Along an arc as long as the line, bent by `curve` per cent of a full circle.
    const sweep = (Math.abs(curveAmount) / 100) * 2 * Math.PI;
    const letters = Array.from(only.text);
    const advances = letters.map((letter) => ctx.measureText(letter).width);
    const length = Math.max(1, advances.reduce((a, b) => a + b, 0) - style.letterSpacing);
    const radius = length / sweep;
    let along = -length / 2;
    const placed = letters.map((text, i) => {
      const advance = advances[i] ?? 0;
      const middle = along + (advance - style.letterSpacing) / 2;
      along += advance;
      return { text, angle: middle / radius };
    });
    const b = arcBounds(sweep / 2, Math.max(0, radius - lineHeight / 2), radius + lineHeight / 2);
    const sign: 1 | -1 = curveAmount > 0 ? 1 : -1;
    // Upward (sign -1) the sector is mirrored top to bottom.
    const top = sign > 0 ? b.top : -b.bottom;
    return {
      width: Math.ceil(b.right - b.left + padding * 2),
      height: Math.ceil(b.bottom - b.top + padding * 2),
      lines: [only.text],
      rows,
      indent: 0,
      curve: { radius, sign, centreX: padding - b.left, centreY: padding - top, letters: placed },
      padding,
      inset,
    };
  }
  return {
    width: Math.ceil(contentWidth + padding * 2),
    height: Math.ceil(rows.length * lineHeight + padding * 2),
    lines: rows.map((r) => r.text),
    rows,
    indent,
    curve: null,
    padding,
    inset,
  };
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
