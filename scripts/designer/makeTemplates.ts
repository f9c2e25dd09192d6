// Writes the designer's shipped templates (issue 16) into public/templates/: one designer document per
// template (<id>.json, accepted by restoreDocument with no repairs), index.json (the TemplateSummary list
// plus each template's images), the photos they use (images/, cut from the CC0 / public-domain samples in
// /work/shared/data/samples — see LICENSES.md) and a 320 px WebP thumbnail of each (thumbs/), drawn in
// Chromium with the shipped fonts. Text is fitted to its room by measuring it in the same browser.
//
//   npx tsx scripts/designer/makeTemplates.ts [samples folder]
//
// The layouts are recipes over the format's size, so every template of a recipe is built the same way.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { DESIGN_FORMATS, formatById } from '../../src/lib/shared/designer/formats';
import { outlinePath } from '../../src/lib/shared/designer/outline';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { fontFiles, shippedFont } from '../../src/lib/shared/editor/fonts';
import { DOCUMENT_VERSION, type EditorDocument, type ImageLayer, type Layer, type ShapeKind, type ShapeLayer, type ShapeOutline, type TextLayer } from '../../src/lib/shared/editor/types';
import { GRAPHIC_ROWS } from '../../src/lib/shared/designer/graphicsData';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'public/templates');
const SAMPLES = process.argv[2] ?? '/work/shared/data/samples';
const THUMB_WIDTH = 320;
const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------------
// Sources: the samples that may ship (all CC0 or public domain; recorded in LICENSES.md).
const SOURCES: Record<string, { file: string; what: string; licence: string }> = {
  astronaut: { file: 'astronaut.png', what: 'astronaut Eileen Collins, NASA portrait', licence: 'public domain (NASA)' },
  rocket: { file: 'rocket.jpg', what: 'rocket launch, NASA', licence: 'public domain (NASA)' },
  hubble: { file: 'hubble_deep_field.jpg', what: 'Hubble deep field, NASA/ESA', licence: 'public domain (NASA/ESA)' },
  coffee: { file: 'coffee.png', what: 'a cup of coffee, photo Rachel Michetti', licence: 'CC0 1.0' },
  chelsea: { file: 'chelsea.png', what: 'Chelsea the cat, photo Stefan van der Walt', licence: 'CC0 1.0' },
  camera: { file: 'camera.png', what: 'the cameraman (greyscale), photo Lav Varshney', licence: 'CC0 1.0' },
  horse: { file: 'horse.png', what: 'horse silhouette, Andreas Preuss', licence: 'CC0 1.0' },
  grass: { file: 'grass.png', what: 'seamless grass texture (CC0Textures)', licence: 'CC0 1.0' },
  gravel: { file: 'gravel.png', what: 'seamless gravel texture (CC0Textures)', licence: 'CC0 1.0' },
  brick: { file: 'brick.png', what: 'seamless brick texture (CC0Textures)', licence: 'CC0 1.0' },
};

interface Variant {
  imageId: string;
  file: string;
  source: string;
  width: number;
  height: number;
}

const variants = new Map<string, Variant>();
const sourceSizes = new Map<string, { width: number; height: number }>();

async function sourceSize(source: string): Promise<{ width: number; height: number }> {
  let size = sourceSizes.get(source);
  if (!size) {
    const meta = await sharp(join(SAMPLES, SOURCES[source]!.file)).metadata();
    size = { width: meta.width ?? 1, height: meta.height ?? 1 };
    sourceSizes.set(source, size);
  }
  return size;
}

/** The largest crop of `source` with the aspect `w / h` (at most 1600 px a side): one file per source and aspect. */
async function variant(source: string, w: number, h: number): Promise<Variant> {
  const src = await sourceSize(source);
  const aspect = w / h;
  let cw = src.width;
  let ch = src.height;
  if (src.width / src.height > aspect) cw = Math.round(src.height * aspect);
  else ch = Math.round(src.width / aspect);
  const cap = Math.min(1, 1600 / Math.max(cw, ch));
  cw = Math.max(1, Math.round(cw * cap));
  ch = Math.max(1, Math.round(ch * cap));
  const key = `${source}-${cw}x${ch}`;
  let v = variants.get(key);
  if (!v) {
    v = { imageId: `tpl-${key}`, file: `${key}.webp`, source, width: cw, height: ch };
    variants.set(key, v);
  }
  return v;
}

// ---------------------------------------------------------------------------------------------------
// The browser: fonts loaded once, used to measure text (fitting) and to draw thumbnails.
let page: Page;
const loadedFonts = new Set<string>();

async function ensureFont(family: string): Promise<void> {
  const font = shippedFont(family);
  if (!font) throw new Error(`${family} is not shipped`);
  if (loadedFonts.has(font.family)) return;
  loadedFonts.add(font.family);
  const dir = dirname(require.resolve(`@fontsource/${font.id}/package.json`));
  const faces = fontFiles(font).filter((f) => f.subset !== 'cyrillic').map((f) => ({ weight: f.weight, range: f.unicodeRange, data: readFileSync(join(dir, 'files', f.path.slice(font.id.length + 1))).toString('base64') }));
  await page.evaluate(
    async ({ family, faces }) => {
      for (const face of faces) {
        const bytes = Uint8Array.from(atob(face.data), (c) => c.charCodeAt(0));
        const f = new FontFace(family, bytes, { weight: String(face.weight), unicodeRange: face.range });
        await f.load();
        document.fonts.add(f);
      }
    },
    { family: font.family, faces },
  );
}

async function measure(text: string, family: string, size: number, bold: boolean, letterSpacing: number): Promise<number> {
  await ensureFont(family);
  return page.evaluate(
    ({ text, family, size, bold, letterSpacing }) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${bold ? 700 : 400} ${size}px "${family}"`;
      ctx.letterSpacing = `${letterSpacing * size}px`;
      return Math.max(...text.split('\n').map((line) => ctx.measureText(line).width));
    },
    { text, family, size, bold, letterSpacing },
  );
}

/** How tall a text layer is: its lines (wrapped at its box width as the engine does) times the line height. */
async function textHeight(layer: TextLayer): Promise<number> {
  await ensureFont(layer.fontFamily);
  const lines = await page.evaluate(
    ({ text, font, box, spacing, list }) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = font;
      ctx.letterSpacing = spacing;
      if (box === null) return text.split('\n').length;
      let count = 0;
      for (const paragraph of text.split('\n')) {
        let line = list ? '•  ' : '';
        count += 1;
        for (const word of paragraph.split(' ')) {
          const next = line.trim() === '' ? line + word : `${line} ${word}`;
          if (ctx.measureText(next).width > box && line.trim() !== '') {
            count += 1;
            line = word;
          } else line = next;
        }
      }
      return count;
    },
    { text: layer.text, font: `${layer.italic ? 'italic ' : ''}${layer.bold ? 700 : 400} ${layer.fontSize}px "${layer.fontFamily}"`, box: layer.boxWidth ?? null, spacing: `${(layer.letterSpacing ?? 0) * layer.fontSize}px`, list: layer.list !== undefined },
  );
  return lines * layer.fontSize * layer.lineHeight;
}

// ---------------------------------------------------------------------------------------------------
// Layers. Values are written as restoreDocument writes them, so a template restores unchanged.
const color = (hex: string, alpha = 1): string => `${hex.toLowerCase()}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;
const r1 = (n: number): number => Math.round(n * 10) / 10;

interface Palette {
  bg: string;
  bg2: string;
  accent: string;
  ink: string;
  soft: string;
}

const PALETTES: Record<string, Palette> = {
  sunset: { bg: '#ff7e5f', bg2: '#feb47b', accent: '#2d1b4e', ink: '#2d1b4e', soft: '#fff6ec' },
  ocean: { bg: '#0f2027', bg2: '#2c5364', accent: '#4fd1c5', ink: '#ffffff', soft: '#d9fbf7' },
  mint: { bg: '#e0f7ef', bg2: '#b8ecd7', accent: '#0f766e', ink: '#134e4a', soft: '#ffffff' },
  blush: { bg: '#fde2e4', bg2: '#fad2e1', accent: '#c0587e', ink: '#6d2e46', soft: '#ffffff' },
  night: { bg: '#141e30', bg2: '#243b55', accent: '#f9d423', ink: '#ffffff', soft: '#c9d6ff' },
  lemon: { bg: '#fff9c4', bg2: '#ffe082', accent: '#ff6f00', ink: '#3e2723', soft: '#ffffff' },
  forest: { bg: '#1b4332', bg2: '#2d6a4f', accent: '#95d5b2', ink: '#f1faee', soft: '#d8f3dc' },
  berry: { bg: '#42275a', bg2: '#734b6d', accent: '#ff9a8b', ink: '#ffffff', soft: '#ffe3dc' },
  mono: { bg: '#111111', bg2: '#2b2b2b', accent: '#ff3d00', ink: '#ffffff', soft: '#e0e0e0' },
  cream: { bg: '#fbf6ee', bg2: '#f3e9dc', accent: '#b08968', ink: '#3d2c1e', soft: '#ffffff' },
  sky: { bg: '#e0eafc', bg2: '#cfdef3', accent: '#3a7bd5', ink: '#1c2b4a', soft: '#ffffff' },
  coral: { bg: '#ff6b6b', bg2: '#ee5253', accent: '#feca57', ink: '#ffffff', soft: '#fff3e0' },
};

interface Box {
  cx: number;
  cy: number;
  w: number;
  h: number;
}

class Builder {
  readonly layers: Layer[] = [];
  private n = 0;
  constructor(
    readonly id: string,
    readonly W: number,
    readonly H: number,
  ) {}

  get u(): number {
    return Math.min(this.W, this.H) / 100;
  }

  private base(name: string, x: number, y: number, extra: { opacity?: number; rotation?: number; group?: string; scaleX?: number; scaleY?: number } = {}) {
    this.n += 1;
    return {
      id: `${this.id}-${this.n}`,
      name,
      transform: { x: r1(x), y: r1(y), scaleX: extra.scaleX ?? 1, scaleY: extra.scaleY ?? 1, rotation: extra.rotation ?? 0 },
      opacity: extra.opacity ?? 1,
      visible: true,
      blendMode: 'normal' as const,
      locked: false,
      ...(extra.group ? { group: extra.group } : {}),
    };
  }

  shape(name: string, shape: ShapeKind, box: Box, paint: { fill?: string; stroke?: string; strokeWidth?: number; radius?: number; points?: number; innerRatio?: number; opacity?: number; rotation?: number; group?: string; path?: string; graphicId?: string }): ShapeLayer {
    const layer: ShapeLayer = {
      ...this.base(name, box.cx, box.cy, paint),
      kind: 'shape',
      shape,
      width: Math.max(1, Math.round(box.w)),
      height: Math.max(1, Math.round(box.h)),
      fill: paint.fill ?? '#00000000',
      stroke: paint.stroke ?? '#00000000',
      strokeWidth: paint.strokeWidth ?? 0,
      cornerRadius: paint.radius ?? 0,
      ...(paint.points !== undefined ? { points: paint.points } : {}),
      ...(paint.innerRatio !== undefined ? { innerRatio: paint.innerRatio } : {}),
      ...(paint.path ? { path: { d: paint.path, viewWidth: 24, viewHeight: 24, ...(paint.graphicId ? { graphicId: paint.graphicId } : {}) } } : {}),
    };
    this.layers.push(layer);
    return layer;
  }

  graphic(graphicId: string, cx: number, cy: number, size: number, fill: string, extra: { opacity?: number; rotation?: number; group?: string } = {}): ShapeLayer {
    const row = GRAPHIC_ROWS.find((g) => g[0] === graphicId);
    if (!row) throw new Error(`no graphic ${graphicId}`);
    return this.shape(graphicId.replace(/-/g, ' '), 'path', { cx, cy, w: size, h: size }, { fill, path: row[3], graphicId, ...extra });
  }

  async photo(source: string, box: Box, extra: { mask?: ShapeOutline; opacity?: number; rotation?: number; group?: string; name?: string; blend?: ImageLayer['blendMode'] } = {}): Promise<ImageLayer> {
    const v = await variant(source, box.w, box.h);
    const layer: ImageLayer = {
      ...this.base(extra.name ?? 'Photo', box.cx, box.cy, { ...extra, scaleX: Math.round((box.w / v.width) * 10000) / 10000, scaleY: Math.round((box.h / v.height) * 10000) / 10000 }),
      kind: 'image',
      imageId: v.imageId,
      width: v.width,
      height: v.height,
      ...(extra.mask ? { shapeMask: extra.mask } : {}),
    };
    if (extra.blend) layer.blendMode = extra.blend;
    this.layers.push(layer);
    return layer;
  }

  /**
   * Texts stacked in a column from `top` (or centred on it with `middle`), `gap` apart (× the unit),
   * each placed by its real height. Returns the column's bottom.
   */
  async column(x: number, top: number, items: Array<{ name: string; text: string; gap?: number; style: Parameters<Builder['text']>[4] }>, middle = false): Promise<number> {
    const made: Array<{ layer: TextLayer; h: number; gap: number }> = [];
    for (const item of items) {
      const layer = await this.text(item.name, item.text, x, 0, item.style);
      made.push({ layer, h: await textHeight(layer) + (layer.background ? layer.background.padding * layer.fontSize * 2 : 0), gap: (item.gap ?? 3) * this.u });
    }
    const total = made.reduce((sum, m, i) => sum + m.h + (i > 0 ? m.gap : 0), 0);
    let y = middle ? top - total / 2 : top;
    for (const [i, m] of made.entries()) {
      if (i > 0) y += m.gap;
      m.layer.transform.y = r1(y + m.h / 2);
      y += m.h;
    }
    return y;
  }

  /**
   * A text fitted to `maxWidth` (font size at most `size`); with `wrap`, a text box of that width instead
   * (the engine wraps it at spaces).
   */
  async text(
    name: string,
    text: string,
    cx: number,
    cy: number,
    style: { font: string; size: number; maxWidth: number; color: string; bold?: boolean; italic?: boolean; align?: TextLayer['align']; lineHeight?: number; letterSpacing?: number; wrap?: boolean; list?: TextLayer['list']; shadow?: TextLayer['shadow']; background?: TextLayer['background']; outline?: TextLayer['outline']; rotation?: number; group?: string; opacity?: number },
  ): Promise<TextLayer> {
    const bold = style.bold ?? false;
    const spacing = style.letterSpacing ?? 0;
    let size = style.size;
    if (!style.wrap) {
      const width = await measure(text, style.font, size, bold, spacing);
      if (width > style.maxWidth) size = Math.floor((size * style.maxWidth) / width);
    }
    const layer: TextLayer = {
      ...this.base(name, cx, cy, style),
      kind: 'text',
      text,
      fontFamily: style.font,
      fontSize: Math.max(8, size),
      bold,
      italic: style.italic ?? false,
      color: style.color,
      align: style.align ?? 'center',
      lineHeight: style.lineHeight ?? 1.15,
      ...(spacing !== 0 ? { letterSpacing: spacing } : {}),
      ...(style.outline ? { outline: style.outline } : {}),
      ...(style.shadow ? { shadow: style.shadow } : {}),
      ...(style.background ? { background: style.background } : {}),
      ...(style.wrap ? { boxWidth: Math.round(style.maxWidth) } : {}),
      ...(style.list ? { list: style.list } : {}),
    };
    this.layers.push(layer);
    return layer;
  }
}

// ---------------------------------------------------------------------------------------------------
// Templates.
interface Spec {
  id: string;
  format: string;
  recipe: keyof typeof RECIPES;
  palette: string;
  head: string;
  sub: string;
  /** A third text: a date, a price, a call to action, contact lines… */
  extra: string;
  headFont: string;
  subFont: string;
  photo?: string;
  graphic: string;
  words: string[];
  plus?: boolean;
  /** English name (the locales have it translated under designer_template_<id>). */
  name: string;
}

interface Made {
  layers: Layer[];
  gradient?: EditorDocument['canvas']['gradient'];
  background: string;
}

type Recipe = (b: Builder, s: Spec, p: Palette) => Promise<Made>;

const landscape = (b: Builder): boolean => b.W / b.H > 1.2;
/** Whether a colour is light (dark text reads on it). */
const light = (hex: string): boolean => 0.299 * parseInt(hex.slice(1, 3), 16) + 0.587 * parseInt(hex.slice(3, 5), 16) + 0.114 * parseInt(hex.slice(5, 7), 16) > 150;

const RECIPES = {
  /** A photo filling one side (top, or left on wide formats), a coloured panel with the words, a graphic. */
  async split(b, s, p) {
    const { W, H, u } = b;
    const wide = landscape(b);
    const photoBox: Box = wide ? { cx: W * 0.275, cy: H / 2, w: W * 0.55, h: H } : { cx: W / 2, cy: H * 0.29, w: W, h: H * 0.58 };
    await b.photo(s.photo ?? 'coffee', photoBox);
    const panel: Box = wide ? { cx: W * 0.775, cy: H / 2, w: W * 0.45, h: H } : { cx: W / 2, cy: H * 0.79, w: W, h: H * 0.42 };
    b.shape('Panel', 'rectangle', panel, { fill: color(p.bg) });
    const g = `${b.id}-title`;
    const room = panel.w * 0.82;
    const bottom = await b.column(panel.cx, panel.cy - u * 3, [
      { name: 'Heading', text: s.head, style: { font: s.headFont, size: u * 13, maxWidth: room, color: color(p.ink), group: g } },
      { name: 'Subheading', text: s.sub, gap: 2, style: { font: s.subFont, size: u * 4.2, maxWidth: room, color: color(p.ink, 0.85), wrap: true, group: g } },
    ], true);
    b.shape('Divider', 'line', { cx: panel.cx, cy: bottom + u * 4, w: room * 0.3, h: u * 2 }, { stroke: color(p.accent), strokeWidth: Math.max(2, Math.round(u * 0.5)) });
    await b.column(panel.cx, bottom + u * 7, [{ name: 'Details', text: s.extra, style: { font: s.subFont, size: u * 3.6, maxWidth: room, color: color(p.accent), bold: true, letterSpacing: 0.12 } }]);
    b.graphic(s.graphic, wide ? panel.cx + panel.w * 0.36 : W * 0.88, wide ? H * 0.12 : H * 0.62, u * 12, color(p.accent), { rotation: 12 });
    return { layers: b.layers, background: color(p.bg) };
  },

  /** A gradient, the photo inside a frame shape with a ring around it, the words under it, sparkles. */
  async framed(b, s, p) {
    const { W, H, u } = b;
    const wide = landscape(b);
    const d = wide ? H * 0.7 : Math.min(W * 0.62, H * 0.45);
    const c = wide ? { x: W * 0.3, y: H / 2 } : { x: W / 2, y: H * 0.38 };
    const frames: ShapeOutline[] = [{ shape: 'ellipse' }, { shape: 'polygon', points: 6 }, { shape: 'star', points: 12, innerRatio: 0.85 }, { shape: 'rectangle', cornerRadius: Math.round(d * 0.18) }];
    const frame = frames[s.id.length % frames.length]!;
    const ring = b.shape('Ring', frame.shape, { cx: c.x + u * 2, cy: c.y + u * 2, w: d, h: d }, { stroke: color(p.accent), strokeWidth: Math.round(u * 0.8), radius: frame.cornerRadius ?? 0, ...(frame.points ? { points: frame.points } : {}), ...(frame.innerRatio ? { innerRatio: frame.innerRatio } : {}) });
    void ring;
    await b.photo(s.photo ?? 'chelsea', { cx: c.x, cy: c.y, w: d, h: d }, { mask: frame });
    const tx = wide ? W * 0.72 : W / 2;
    const room = wide ? W * 0.44 : W * 0.84;
    await b.column(tx, wide ? H / 2 : c.y + d / 2 + (H - c.y - d / 2) / 2, [
      { name: 'Heading', text: s.head, style: { font: s.headFont, size: u * 12, maxWidth: room, color: color(p.ink) } },
      { name: 'Subheading', text: s.sub, gap: 2, style: { font: s.subFont, size: u * 4, maxWidth: room * 0.9, color: color(p.ink, 0.8), wrap: true } },
      { name: 'Details', text: s.extra, gap: 4, style: { font: s.subFont, size: u * 3.4, maxWidth: room, color: color(p.ink), bold: true, letterSpacing: 0.1, background: { color: color(p.accent, 0.9), padding: 0.6, radius: 1 } } },
    ], true);
    b.graphic('star-four-points', c.x - d * 0.5, c.y - d * 0.42, u * 8, color(p.accent));
    b.graphic('star-four-points', c.x + d * 0.55, c.y + d * 0.3, u * 5, color(p.soft, 0.9));
    b.graphic(s.graphic, wide ? W * 0.92 : W * 0.86, wide ? H * 0.85 : H * 0.08, u * 9, color(p.ink, 0.85), { rotation: -10 });
    return { layers: b.layers, background: color(p.bg), gradient: { kind: 'linear', from: color(p.bg), to: color(p.bg2), angle: 135 } };
  },

  /** A photo under the whole canvas, darkened, a big heading, a badge (a burst with a word, grouped). */
  async overlay(b, s, p) {
    const { W, H, u } = b;
    await b.photo(s.photo ?? 'rocket', { cx: W / 2, cy: H / 2, w: W, h: H });
    b.shape('Shade', 'rectangle', { cx: W / 2, cy: H / 2, w: W, h: H }, { fill: color(p.bg, 0.55) });
    const room = W * 0.84;
    const bar = b.shape('Accent bar', 'rectangle', { cx: W / 2, cy: 0, w: u * 16, h: u * 1.2 }, { fill: color(p.accent), radius: Math.round(u * 0.6) });
    const first = b.layers.length;
    const bottom = await b.column(W / 2, H * 0.52, [
      { name: 'Heading', text: s.head, style: { font: s.headFont, size: u * 18, maxWidth: room, color: color(p.ink), letterSpacing: 0.02, lineHeight: 1.05, shadow: { color: color('#000000', 0.5), blur: 0.15, offsetX: 0.03, offsetY: 0.05 } } },
      { name: 'Subheading', text: s.sub, gap: 3, style: { font: s.subFont, size: u * 4.4, maxWidth: room * 0.85, color: color(p.ink, 0.9), wrap: true } },
    ], true);
    const heading = b.layers[first] as TextLayer;
    bar.transform.y = r1(heading.transform.y - (await textHeight(heading)) / 2 - u * 4);
    void bottom;
    const g = `${b.id}-badge`;
    const bx = W - u * 16;
    const by = u * 16;
    b.shape('Badge', 'star', { cx: bx, cy: by, w: u * 24, h: u * 24 }, { fill: color(p.accent), points: 14, innerRatio: 0.82, rotation: 8, group: g });
    await b.text('Badge text', s.extra, bx, by, { font: s.subFont, size: u * 4.4, maxWidth: u * 15, color: color(p.bg), bold: true, rotation: 8, group: g });
    return { layers: b.layers, background: color(p.bg) };
  },

  /** Words first: a gradient, soft circles, a huge heading, the photo small in a rounded card, a graphic. */
  async bold(b, s, p) {
    const { W, H, u } = b;
    const wide = landscape(b);
    b.shape('Circle', 'ellipse', { cx: W * 0.1, cy: H * 0.12, w: u * 50, h: u * 50 }, { fill: color(p.soft, 0.18) });
    b.shape('Circle', 'ellipse', { cx: W * 0.95, cy: H * 0.9, w: u * 70, h: u * 70 }, { fill: color(p.accent, 0.22) });
    if (s.photo) {
      const pw = wide ? W * 0.3 : W * 0.5;
      const ph = wide ? H * 0.7 : pw * 0.75;
      await b.photo(s.photo, { cx: wide ? W * 0.78 : W / 2, cy: wide ? H / 2 : H * 0.73, w: pw, h: ph }, { mask: { shape: 'rectangle', cornerRadius: Math.round(u * 4) }, rotation: wide ? 3 : -3 });
    }
    const tx = wide && s.photo ? W * 0.34 : W / 2;
    const room = wide && s.photo ? W * 0.56 : W * 0.86;
    const mid = wide ? H / 2 : s.photo ? H * 0.3 : H / 2;
    const bottom = await b.column(tx, mid, [
      { name: 'Heading', text: s.head, style: { font: s.headFont, size: u * 22, maxWidth: room, color: color(p.ink), lineHeight: 1 } },
      { name: 'Subheading', text: s.sub, gap: 3, style: { font: s.subFont, size: u * 4.6, maxWidth: room * 0.9, color: color(p.ink, 0.85), wrap: true } },
      { name: 'Details', text: s.extra, gap: 3, style: { font: s.subFont, size: u * 3.6, maxWidth: room, color: color(p.accent), bold: true, letterSpacing: 0.15 } },
    ], true);
    b.graphic(s.graphic, W * 0.12, H * 0.88, u * 12, color(p.soft, 0.9), { rotation: -12 });
    b.shape('Arrow', 'arrow', { cx: tx, cy: bottom + u * 5, w: u * 14, h: u * 4 }, { stroke: color(p.ink, 0.7), strokeWidth: Math.max(2, Math.round(u * 0.5)) });
    return { layers: b.layers, background: color(p.bg), gradient: { kind: 'radial', from: color(p.bg2), to: color(p.bg), angle: 0 } };
  },

  /** A texture under a tinted colour, a card in the middle with the words, the photo as a round badge. */
  async card(b, s, p) {
    const { W, H, u } = b;
    const wide = landscape(b);
    await b.photo(s.id.length % 2 === 0 ? 'gravel' : 'brick', { cx: W / 2, cy: H / 2, w: W, h: H }, { name: 'Texture', opacity: 0.35, blend: 'multiply' });
    const card: Box = { cx: W / 2, cy: H / 2, w: W * (wide ? 0.62 : 0.8), h: H * (wide ? 0.72 : 0.6) };
    b.shape('Card shadow', 'rectangle', { ...card, cx: card.cx + u * 1.5, cy: card.cy + u * 1.5 }, { fill: color('#000000', 0.18), radius: Math.round(u * 3) });
    b.shape('Card', 'rectangle', card, { fill: color(p.soft), radius: Math.round(u * 3) });
    const room = card.w * 0.8;
    if (s.photo) await b.photo(s.photo, { cx: W / 2, cy: card.cy - card.h / 2, w: u * 22, h: u * 22 }, { mask: { shape: 'ellipse' } });
    const ink = light(p.soft) ? (light(p.ink) ? p.bg : p.ink) : p.ink;
    await b.column(W / 2, card.cy + u * 2, [
      { name: 'Heading', text: s.head, style: { font: s.headFont, size: u * 11, maxWidth: room, color: color(ink) } },
      { name: 'Subheading', text: s.sub, gap: 3, style: { font: s.subFont, size: u * 3.8, maxWidth: room, color: color(ink, 0.8), wrap: true } },
      { name: 'Details', text: s.extra, gap: 4, style: { font: s.subFont, size: u * 3.2, maxWidth: room, color: color(p.accent), bold: true, letterSpacing: 0.12 } },
    ], true);
    b.graphic(s.graphic, card.cx + card.w / 2 - u * 5, card.cy + card.h / 2 - u * 5, u * 8, color(p.accent), { rotation: 10 });
    return { layers: b.layers, background: color(p.bg) };
  },

  /** Invitations and elegant cards: a cream page, a double border, script heading, ornaments, a photo in an arch. */
  async elegant(b, s, p) {
    const { W, H, u } = b;
    const wide = landscape(b);
    b.shape('Border', 'rectangle', { cx: W / 2, cy: H / 2, w: W - u * 8, h: H - u * 8 }, { stroke: color(p.accent), strokeWidth: Math.max(2, Math.round(u * 0.5)) });
    b.shape('Border', 'rectangle', { cx: W / 2, cy: H / 2, w: W - u * 11, h: H - u * 11 }, { stroke: color(p.accent, 0.6), strokeWidth: Math.max(1, Math.round(u * 0.2)) });
    let y = H / 2;
    if (s.photo && !wide) {
      const pw = W * 0.46;
      await b.photo(s.photo, { cx: W / 2, cy: H * 0.3, w: pw, h: pw * 1.1 }, { mask: { shape: 'ellipse' } });
      y = (H * 0.3 + pw * 0.55 + H - u * 10) / 2;
    }
    const room = W * 0.76;
    await b.column(W / 2, y, [
      { name: 'Heading', text: s.head, style: { font: s.headFont, size: u * 16, maxWidth: room, color: color(p.ink) } },
      { name: 'Subheading', text: s.sub, gap: 3, style: { font: s.subFont, size: u * 4.4, maxWidth: room * 0.9, color: color(p.ink, 0.85), wrap: true, italic: true } },
      { name: 'Details', text: s.extra, gap: 5, style: { font: s.subFont, size: u * 3.6, maxWidth: room, color: color(p.accent), letterSpacing: 0.2, bold: true } },
    ], true);
    const g = `${b.id}-orn`;
    b.graphic(s.graphic, W / 2, u * 11, u * 8, color(p.accent), { group: g });
    b.shape('Ornament line', 'line', { cx: W / 2 - u * 12, cy: u * 11, w: u * 12, h: u * 2 }, { stroke: color(p.accent), strokeWidth: Math.max(1, Math.round(u * 0.3)), group: g });
    b.shape('Ornament line', 'line', { cx: W / 2 + u * 12, cy: u * 11, w: u * 12, h: u * 2 }, { stroke: color(p.accent), strokeWidth: Math.max(1, Math.round(u * 0.3)), group: g });
    b.graphic('flower', u * 12, H - u * 12, u * 10, color(p.accent, 0.7), { rotation: -15 });
    b.graphic('flower', W - u * 12, H - u * 12, u * 10, color(p.accent, 0.7), { rotation: 15 });
    return { layers: b.layers, background: color(p.bg), gradient: { kind: 'linear', from: color(p.bg), to: color(p.bg2), angle: 90 } };
  },

  /** Business cards: name and role on one side, contact lines with icons, a logo mark. */
  async contact(b, s, p) {
    const { W, H, u } = b;
    b.shape('Side band', 'rectangle', { cx: W * 0.86, cy: H / 2, w: W * 0.28, h: H }, { fill: color(p.accent) });
    const logoGroup = `${b.id}-logo`;
    b.shape('Logo', 'polygon', { cx: W * 0.86, cy: H * 0.42, w: u * 22, h: u * 22 }, { fill: color(p.soft), points: 6, group: logoGroup });
    b.graphic(s.graphic, W * 0.86, H * 0.42, u * 12, color(p.accent), { group: logoGroup });
    if (s.photo) await b.photo(s.photo, { cx: W * 0.86, cy: H * 0.8, w: u * 16, h: u * 16 }, { mask: { shape: 'ellipse' } });
    const x = W * 0.08;
    const room = W * 0.6;
    await b.text('Name', s.head, x + room / 2, H * 0.24, { font: s.headFont, size: u * 11, maxWidth: room, color: color(p.ink), align: 'left', wrap: false });
    await b.text('Role', s.sub, x + room / 2, H * 0.38, { font: s.subFont, size: u * 4.6, maxWidth: room, color: color(p.accent), align: 'left', letterSpacing: 0.1, bold: true, wrap: true });
    const lines = s.extra.split('\n');
    const icons = ['phone', 'email', 'web', 'map-marker'];
    for (const [i, line] of lines.entries()) {
      const ly = H * 0.58 + i * u * 9;
      const g = `${b.id}-c${i}`;
      b.graphic(icons[i % icons.length]!, x + u * 3, ly, u * 5.5, color(p.accent), { group: g });
      await b.text('Contact', line, x + u * 9 + (room - u * 9) / 2, ly, { font: s.subFont, size: u * 4, maxWidth: room - u * 9, color: color(p.ink, 0.85), align: 'left', wrap: true, group: g });
    }
    return { layers: b.layers, background: color(p.bg) };
  },

  /** Slides: a title, a bulleted list, the photo in a rounded frame on the right, an accent bar. */
  async slide(b, s, p) {
    const { W, H, u } = b;
    b.shape('Accent bar', 'rectangle', { cx: W * 0.06, cy: H / 2, w: u * 2, h: H * 0.7 }, { fill: color(p.accent), radius: Math.round(u) });
    const room = W * 0.46;
    const x = W * 0.1 + room / 2;
    await b.text('Heading', s.head, x, H * 0.22, { font: s.headFont, size: u * 11, maxWidth: room, color: color(p.ink), align: 'left', wrap: false });
    await b.text('Subheading', s.sub, x, H * 0.36, { font: s.subFont, size: u * 4.2, maxWidth: room, color: color(p.ink, 0.75), align: 'left', wrap: true });
    await b.text('List', s.extra, x, H * 0.62, { font: s.subFont, size: u * 4.4, maxWidth: room, color: color(p.ink), align: 'left', wrap: true, list: 'bullet', lineHeight: 1.6 });
    if (s.photo) {
      b.shape('Photo backdrop', 'rectangle', { cx: W * 0.79, cy: H * 0.52, w: W * 0.34, h: H * 0.74 }, { fill: color(p.accent, 0.35), radius: Math.round(u * 4), rotation: 4 });
      await b.photo(s.photo, { cx: W * 0.78, cy: H * 0.5, w: W * 0.34, h: H * 0.74 }, { mask: { shape: 'rectangle', cornerRadius: Math.round(u * 4) } });
    }
    b.graphic(s.graphic, W * 0.95, H * 0.08, u * 7, color(p.accent));
    b.shape('Dot', 'ellipse', { cx: W * 0.1, cy: H * 0.92, w: u * 3, h: u * 3 }, { fill: color(p.accent) });
    return { layers: b.layers, background: color(p.bg), gradient: { kind: 'linear', from: color(p.bg), to: color(p.bg2), angle: 0 } };
  },

  /** Video thumbnails: loud words with an outline, a cut-out photo, an arrow, a speech bubble. */
  async loud(b, s, p) {
    const { W, H, u } = b;
    b.shape('Stripe', 'rectangle', { cx: W * 0.7, cy: H / 2, w: W * 0.2, h: H * 1.6 }, { fill: color(p.accent, 0.25), rotation: 18 });
    await b.photo(s.photo ?? 'astronaut', { cx: W * 0.74, cy: H * 0.55, w: H * 0.9, h: H * 0.9 }, { mask: { shape: 'polygon', points: 8 } });
    const room = W * 0.55;
    await b.text('Heading', s.head, W * 0.3, H * 0.4, { font: s.headFont, size: u * 22, maxWidth: room, color: color(p.ink), lineHeight: 1, outline: { color: color(p.bg), width: 0.08 }, shadow: { color: color('#000000', 0.6), blur: 0.1, offsetX: 0.04, offsetY: 0.06 }, rotation: -4 });
    const g = `${b.id}-bubble`;
    b.shape('Speech bubble', 'speech-bubble', { cx: W * 0.3, cy: H * 0.78, w: W * 0.36, h: H * 0.22 }, { fill: color(p.accent), group: g });
    await b.text('Subheading', s.sub, W * 0.3, H * 0.76, { font: s.subFont, size: u * 6, maxWidth: W * 0.3, color: color(p.bg), bold: true, group: g });
    b.shape('Arrow', 'arrow', { cx: W * 0.56, cy: H * 0.2, w: u * 18, h: u * 7 }, { stroke: color(p.accent), strokeWidth: Math.round(u * 1.4), rotation: 20 });
    b.graphic(s.graphic, W * 0.92, H * 0.14, u * 14, color(p.accent), { rotation: 12 });
    await b.text('Details', s.extra, W * 0.12, H * 0.1, { font: s.subFont, size: u * 4.4, maxWidth: W * 0.2, color: color(p.bg), bold: true, background: { color: color(p.ink), padding: 0.4, radius: 0.3 } });
    return { layers: b.layers, background: color(p.bg), gradient: { kind: 'linear', from: color(p.bg), to: color(p.bg2), angle: 45 } };
  },
} satisfies Record<string, Recipe>;

// prettier-ignore
const SPECS: Spec[] = [
  // Instagram posts
  { id: 'ig-coffee-morning', format: 'instagram-post', recipe: 'split', palette: 'cream', head: 'Slow Mornings', sub: 'Fresh roasts, warm cups and a good book. Come in and stay a while.', extra: 'OPEN DAILY 7–11', headFont: 'Playfair Display', subFont: 'Lato', photo: 'coffee', graphic: 'coffee', words: ['coffee', 'cafe', 'morning', 'shop'], name: 'Slow mornings' },
  { id: 'ig-cat-day', format: 'instagram-post', recipe: 'framed', palette: 'blush', head: 'Caturday', sub: 'Naps, snacks and a little bit of mischief.', extra: '#CATSOFINSTA', headFont: 'Pacifico', subFont: 'Nunito', photo: 'chelsea', graphic: 'paw', words: ['cat', 'pet', 'cute', 'weekend'], name: 'Caturday' },
  { id: 'ig-space-launch', format: 'instagram-post', recipe: 'overlay', palette: 'night', head: 'LIFT OFF', sub: 'Our biggest update ever is here. Tap the link to see what is new.', extra: 'NEW', headFont: 'Anton', subFont: 'Montserrat', photo: 'rocket', graphic: 'rocket-launch', words: ['launch', 'rocket', 'announcement', 'new'], name: 'Lift off' },
  { id: 'ig-big-sale', format: 'instagram-post', recipe: 'bold', palette: 'coral', head: 'SUMMER\nSALE', sub: 'Everything in store, this weekend only.', extra: 'UP TO 50% OFF', headFont: 'Archivo Black', subFont: 'Poppins', photo: 'coffee', graphic: 'sale', words: ['sale', 'discount', 'summer', 'shop'], name: 'Summer sale', plus: true },
  { id: 'ig-quote-card', format: 'instagram-post', recipe: 'card', palette: 'mint', head: 'Stay Curious', sub: '“The important thing is not to stop questioning.”', extra: 'QUOTE OF THE DAY', headFont: 'Abril Fatface', subFont: 'Lora', graphic: 'format-quote-close', words: ['quote', 'inspiration', 'motivation'], name: 'Quote card' },
  { id: 'ig-stargazing', format: 'instagram-post', recipe: 'framed', palette: 'ocean', head: 'Look Up', sub: 'A night of telescopes, hot cocoa and ten thousand galaxies.', extra: 'FRI · 9 PM', headFont: 'Righteous', subFont: 'Raleway', photo: 'hubble', graphic: 'star-shooting', words: ['space', 'stars', 'night', 'event'], name: 'Stargazing night', plus: true },
  // Instagram stories
  { id: 'story-new-post', format: 'instagram-story', recipe: 'split', palette: 'sunset', head: 'New Post', sub: 'Tap to read the whole story on the blog.', extra: 'SWIPE UP', headFont: 'Bebas Neue', subFont: 'Poppins', photo: 'astronaut', graphic: 'arrow-up-bold', words: ['story', 'blog', 'new', 'post'], name: 'New post' },
  { id: 'story-pet-adopt', format: 'instagram-story', recipe: 'framed', palette: 'lemon', head: 'Adopt Me!', sub: 'Chelsea is looking for a cosy lap and a sunny window.', extra: 'VISIT THE SHELTER', headFont: 'Lobster', subFont: 'Nunito', photo: 'chelsea', graphic: 'heart', words: ['adopt', 'pet', 'cat', 'shelter'], name: 'Adopt a pet' },
  { id: 'story-countdown', format: 'instagram-story', recipe: 'overlay', palette: 'berry', head: '3 DAYS\nTO GO', sub: 'Mark your calendar: the launch party starts at 8.', extra: 'SAVE\nTHE DATE', headFont: 'Anton', subFont: 'Work Sans', photo: 'hubble', graphic: 'calendar', words: ['countdown', 'party', 'event', 'launch'], name: 'Countdown', plus: true },
  { id: 'story-recipe', format: 'instagram-story', recipe: 'card', palette: 'cream', head: 'Cold Brew', sub: 'Coarse grounds, cold water, twelve hours of patience. Pour over ice.', extra: 'RECIPE #12', headFont: 'Alfa Slab One', subFont: 'Lato', photo: 'coffee', graphic: 'coffee-to-go', words: ['recipe', 'coffee', 'drink', 'food'], name: 'Recipe card' },
  { id: 'story-poll', format: 'instagram-story', recipe: 'bold', palette: 'sky', head: 'This or\nThat?', sub: 'Vote in the poll and see what everyone picked.', extra: 'TAP TO VOTE', headFont: 'Righteous', subFont: 'Space Grotesk', graphic: 'chat', words: ['poll', 'question', 'vote', 'engagement'], name: 'This or that' },
  // Facebook posts
  { id: 'fb-cafe-opening', format: 'facebook-post', recipe: 'split', palette: 'forest', head: 'Grand Opening', sub: 'Join us for free coffee and pastries all day Saturday.', extra: 'SAT · 8 AM', headFont: 'Abril Fatface', subFont: 'Open Sans', photo: 'coffee', graphic: 'party-popper', words: ['opening', 'cafe', 'event', 'business'], name: 'Grand opening' },
  { id: 'fb-science-talk', format: 'facebook-post', recipe: 'overlay', palette: 'ocean', head: 'Beyond the Stars', sub: 'A free public talk on the deepest picture of the universe.', extra: 'FREE', headFont: 'Oswald', subFont: 'Lato', photo: 'hubble', graphic: 'telescope', words: ['talk', 'science', 'space', 'event'], name: 'Science talk' },
  { id: 'fb-lost-cat', format: 'facebook-post', recipe: 'framed', palette: 'lemon', head: 'Have You Seen Me?', sub: 'Chelsea went missing near Elm Street. Please share!', extra: 'CALL 555-0142', headFont: 'Archivo Black', subFont: 'Nunito', photo: 'chelsea', graphic: 'paw', words: ['lost', 'pet', 'cat', 'missing'], name: 'Lost pet' },
  { id: 'fb-workshop', format: 'facebook-post', recipe: 'bold', palette: 'night', head: 'Photo Walk', sub: 'Learn light, framing and patience with a camera in hand.', extra: 'SUNDAY · 10 AM', headFont: 'Bebas Neue', subFont: 'Work Sans', photo: 'camera', graphic: 'camera', words: ['photography', 'workshop', 'class', 'camera'], name: 'Photo walk', plus: true },
  { id: 'fb-thank-you', format: 'facebook-post', recipe: 'elegant', palette: 'blush', head: 'Thank You', sub: 'To everyone who made this year so special.', extra: '10,000 FOLLOWERS', headFont: 'Great Vibes', subFont: 'EB Garamond', graphic: 'heart', words: ['thanks', 'milestone', 'followers', 'gratitude'], name: 'Thank you' },
  // Facebook covers
  { id: 'fb-cover-studio', format: 'facebook-cover', recipe: 'split', palette: 'mono', head: 'Studio North', sub: 'Portraits, products and stories told in light.', extra: 'BOOK A SESSION', headFont: 'Josefin Sans', subFont: 'Raleway', photo: 'camera', graphic: 'camera-iris', words: ['cover', 'studio', 'photography', 'brand'], name: 'Studio cover' },
  { id: 'fb-cover-garden', format: 'facebook-cover', recipe: 'bold', palette: 'forest', head: 'Green Thumbs Club', sub: 'Seeds, swaps and muddy boots every first Sunday.', extra: 'JOIN US', headFont: 'Amatic SC', subFont: 'Nunito', graphic: 'sprout', words: ['cover', 'garden', 'club', 'community'], name: 'Garden club cover', plus: true },
  // X posts
  { id: 'x-product-update', format: 'x-post', recipe: 'overlay', palette: 'mono', head: 'Version 2.0', sub: 'Faster, lighter and now works offline.', extra: 'OUT NOW', headFont: 'Space Grotesk', subFont: 'Inter', photo: 'rocket', graphic: 'rocket', words: ['update', 'product', 'release', 'tech'], name: 'Product update' },
  { id: 'x-webinar', format: 'x-post', recipe: 'slide', palette: 'sky', head: 'Live Webinar', sub: 'Design for print, in one hour.', extra: 'Colour and paper\nSafe margins\nExport settings', headFont: 'Montserrat', subFont: 'Open Sans', photo: 'astronaut', graphic: 'presentation', words: ['webinar', 'online', 'class', 'live'], name: 'Webinar' },
  { id: 'x-fun-fact', format: 'x-post', recipe: 'card', palette: 'berry', head: 'Did You Know?', sub: 'This one picture holds about ten thousand galaxies.', extra: 'FUN FACT', headFont: 'Lobster', subFont: 'Poppins', photo: 'hubble', graphic: 'lightbulb-on', words: ['fact', 'trivia', 'science', 'space'], name: 'Fun fact' },
  { id: 'x-hiring', format: 'x-post', recipe: 'bold', palette: 'lemon', head: 'We’re Hiring', sub: 'Designers, engineers and one very good barista.', extra: 'APPLY TODAY', headFont: 'Alfa Slab One', subFont: 'Work Sans', photo: 'coffee', graphic: 'briefcase', words: ['hiring', 'jobs', 'career', 'team'], name: 'We are hiring', plus: true },
  // X headers
  { id: 'x-header-space', format: 'x-header', recipe: 'split', palette: 'night', head: 'Deep Field Notes', sub: 'Astronomy for curious people.', extra: 'NEW ESSAY EVERY FRIDAY', headFont: 'Playfair Display', subFont: 'Raleway', photo: 'hubble', graphic: 'star-four-points', words: ['header', 'space', 'blog', 'banner'], name: 'Space header' },
  { id: 'x-header-maker', format: 'x-header', recipe: 'bold', palette: 'coral', head: 'Make Things', sub: 'Design, code and coffee.', extra: '@MAKER', headFont: 'Righteous', subFont: 'Space Grotesk', graphic: 'palette', words: ['header', 'creator', 'maker', 'banner'], name: 'Maker header' },
  // YouTube thumbnails
  { id: 'yt-space-facts', format: 'youtube-thumbnail', recipe: 'loud', palette: 'night', head: '10 SPACE\nFACTS', sub: 'You won’t believe #7', extra: 'NEW', headFont: 'Anton', subFont: 'Montserrat', photo: 'astronaut', graphic: 'rocket-launch', words: ['youtube', 'space', 'facts', 'video'], name: 'Space facts' },
  { id: 'yt-coffee-hack', format: 'youtube-thumbnail', recipe: 'loud', palette: 'sunset', head: 'BETTER\nCOFFEE', sub: 'In 5 minutes!', extra: 'HOW TO', headFont: 'Archivo Black', subFont: 'Poppins', photo: 'coffee', graphic: 'fire', words: ['youtube', 'coffee', 'tutorial', 'howto'], name: 'Coffee hack', plus: true },
  { id: 'yt-cat-vlog', format: 'youtube-thumbnail', recipe: 'loud', palette: 'lemon', head: 'A DAY AS\nMY CAT', sub: 'So many naps', extra: 'VLOG', headFont: 'Bebas Neue', subFont: 'Nunito', photo: 'chelsea', graphic: 'paw', words: ['youtube', 'cat', 'vlog', 'pet'], name: 'Cat vlog' },
  // Posters
  { id: 'poster-launch-night', format: 'poster', recipe: 'overlay', palette: 'night', head: 'LAUNCH\nNIGHT', sub: 'Watch the rocket go up live on the big screen, with music and food trucks.', extra: 'FREE\nENTRY', headFont: 'Anton', subFont: 'Montserrat', photo: 'rocket', graphic: 'rocket', words: ['poster', 'launch', 'event', 'night'], name: 'Launch night' },
  { id: 'poster-jazz', format: 'poster', recipe: 'bold', palette: 'berry', head: 'Jazz in\nthe Park', sub: 'Bring a blanket. Live music from sunset until late.', extra: 'JUNE 21 · 7 PM', headFont: 'Abril Fatface', subFont: 'Raleway', photo: 'camera', graphic: 'music', words: ['poster', 'music', 'concert', 'jazz'], name: 'Jazz in the park', plus: true },
  { id: 'poster-farmers-market', format: 'poster', recipe: 'card', palette: 'forest', head: 'Farmers Market', sub: 'Local honey, bread, cheese and flowers every Saturday morning.', extra: 'MAIN SQUARE', headFont: 'Alfa Slab One', subFont: 'Lato', photo: 'coffee', graphic: 'food-apple', words: ['poster', 'market', 'food', 'local'], name: 'Farmers market' },
  // Flyers
  { id: 'flyer-yoga', format: 'flyer', recipe: 'bold', palette: 'mint', head: 'Sunrise\nYoga', sub: 'Gentle flow for every level. Mats provided.', extra: 'TUE & THU · 7 AM', headFont: 'Comfortaa', subFont: 'Nunito', graphic: 'yoga', words: ['flyer', 'yoga', 'fitness', 'class'], name: 'Sunrise yoga' },
  { id: 'flyer-bake-sale', format: 'flyer', recipe: 'card', palette: 'lemon', head: 'Bake Sale', sub: 'Cookies, cakes and coffee for the school library fund.', extra: 'SATURDAY · GYM HALL', headFont: 'Pacifico', subFont: 'Poppins', photo: 'coffee', graphic: 'cupcake', words: ['flyer', 'bake', 'school', 'fundraiser'], name: 'Bake sale' },
  { id: 'flyer-horse-show', format: 'flyer', recipe: 'bold', palette: 'cream', head: 'County\nHorse Show', sub: 'Jumping, dressage and pony rides for the little ones.', extra: 'AUGUST 3–4', headFont: 'Playfair Display', subFont: 'Lora', photo: 'horse', graphic: 'horseshoe', words: ['flyer', 'horse', 'show', 'fair'], name: 'Horse show', plus: true },
  // Invitations
  { id: 'invite-wedding', format: 'invitation', recipe: 'elegant', palette: 'cream', head: 'Anna & Leo', sub: 'request the pleasure of your company as they celebrate their marriage', extra: 'SEPTEMBER 14 · OLD MILL', headFont: 'Great Vibes', subFont: 'EB Garamond', graphic: 'ring', words: ['wedding', 'invitation', 'marriage', 'party'], name: 'Wedding invitation' },
  { id: 'invite-birthday', format: 'invitation', recipe: 'framed', palette: 'sunset', head: 'Turning 30!', sub: 'Cake, dancing and too many balloons. You have to be there.', extra: 'MAY 5 · 8 PM', headFont: 'Lobster', subFont: 'Poppins', photo: 'astronaut', graphic: 'balloon', words: ['birthday', 'invitation', 'party', 'celebration'], name: 'Birthday party' },
  { id: 'invite-baby-shower', format: 'invitation', recipe: 'elegant', palette: 'blush', head: 'Oh Baby!', sub: 'Join us for a baby shower honouring Maya', extra: 'SUNDAY, APRIL 12 · 2 PM', headFont: 'Caveat', subFont: 'Lora', photo: 'chelsea', graphic: 'heart-outline', words: ['baby', 'shower', 'invitation', 'party'], name: 'Baby shower', plus: true },
  // Business cards
  { id: 'card-photographer', format: 'business-card', recipe: 'contact', palette: 'mono', head: 'Jordan Blake', sub: 'PHOTOGRAPHER', extra: '+1 555 0100\nhello@jordanblake.photo\njordanblake.photo', headFont: 'Josefin Sans', subFont: 'Inter', photo: 'camera', graphic: 'camera', words: ['business card', 'photographer', 'contact'], name: 'Photographer card' },
  { id: 'card-barista', format: 'business-card', recipe: 'contact', palette: 'cream', head: 'Bean There', sub: 'COFFEE ROASTERS', extra: '+1 555 0199\norders@beanthere.cafe\n12 Harbour Lane', headFont: 'Alfa Slab One', subFont: 'Lato', graphic: 'coffee', words: ['business card', 'cafe', 'coffee', 'shop'], name: 'Coffee shop card' },
  { id: 'card-consultant', format: 'business-card', recipe: 'contact', palette: 'sky', head: 'Dr. Mia Chen', sub: 'DATA CONSULTANT', extra: '+1 555 0123\nmia@chenanalytics.com\nchenanalytics.com', headFont: 'Playfair Display', subFont: 'Work Sans', graphic: 'chart-line', words: ['business card', 'consultant', 'corporate'], name: 'Consultant card', plus: true },
  // Presentations
  { id: 'slide-mission', format: 'presentation', recipe: 'slide', palette: 'night', head: 'Our Mission', sub: 'Why we build what we build.', extra: 'Make space science open\nShare every picture\nTeach the next explorers', headFont: 'Montserrat', subFont: 'Open Sans', photo: 'astronaut', graphic: 'target', words: ['presentation', 'mission', 'company', 'slide'], name: 'Mission slide' },
  { id: 'slide-quarterly', format: 'presentation', recipe: 'slide', palette: 'mint', head: 'Q3 Results', sub: 'Growth across every region.', extra: 'Revenue up 24%\nTwo new markets\nTeam of 40', headFont: 'Poppins', subFont: 'Inter', photo: 'rocket', graphic: 'chart-bar', words: ['presentation', 'report', 'business', 'results'], name: 'Quarterly results', plus: true },
  { id: 'slide-title', format: 'presentation', recipe: 'overlay', palette: 'ocean', head: 'Into the Deep Field', sub: 'A short history of looking very far away', extra: 'PART 1', headFont: 'Abril Fatface', subFont: 'Raleway', photo: 'hubble', graphic: 'telescope', words: ['presentation', 'title', 'cover', 'slide'], name: 'Title slide' },
  { id: 'slide-team', format: 'presentation', recipe: 'framed', palette: 'lemon', head: 'Meet the Team', sub: 'Eight people, three time zones, one very photogenic cat.', extra: 'SLIDE 4', headFont: 'Archivo Black', subFont: 'Work Sans', photo: 'chelsea', graphic: 'account-group', words: ['presentation', 'team', 'people', 'slide'], name: 'Team slide' },
];

// ---------------------------------------------------------------------------------------------------
// Thumbnails: the document drawn in the browser with Canvas 2D (outlines from outline.ts, fonts loaded).
async function thumbnail(doc: EditorDocument, images: Map<string, string>): Promise<Buffer> {
  const outlines: Record<string, { d: string; scaleX: number; scaleY: number; strokeOnly: boolean }> = {};
  for (const layer of doc.layers) {
    if (layer.kind === 'shape') outlines[layer.id] = outlinePath(layer, layer.width, layer.height, layer.strokeWidth);
    if (layer.kind === 'image' && layer.shapeMask) outlines[layer.id] = outlinePath(layer.shapeMask, layer.width, layer.height);
  }
  for (const layer of doc.layers) if (layer.kind === 'text') await ensureFont(layer.fontFamily);
  const width = THUMB_WIDTH * 2;
  const png = await page.evaluate(
    async ({ doc, images, outlines, width }) => {
      const W = doc.canvas.width;
      const H = doc.canvas.height;
      const s = width / W;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round(H * s);
      const ctx = canvas.getContext('2d')!;
      const css = (c: string): string => `rgba(${parseInt(c.slice(1, 3), 16)},${parseInt(c.slice(3, 5), 16)},${parseInt(c.slice(5, 7), 16)},${parseInt(c.slice(7, 9), 16) / 255})`;
      ctx.scale(s, s);
      ctx.fillStyle = css(doc.canvas.background);
      ctx.fillRect(0, 0, W, H);
      const g = doc.canvas.gradient;
      if (g) {
        let grad: CanvasGradient;
        if (g.kind === 'radial') grad = ctx.createRadialGradient(W / 2, H / 2, 0, W / 2, H / 2, Math.hypot(W, H) / 2);
        else {
          const a = (g.angle * Math.PI) / 180;
          const half = Math.abs((W / 2) * Math.cos(a)) + Math.abs((H / 2) * Math.sin(a));
          grad = ctx.createLinearGradient(W / 2 - Math.cos(a) * half, H / 2 - Math.sin(a) * half, W / 2 + Math.cos(a) * half, H / 2 + Math.sin(a) * half);
        }
        grad.addColorStop(0, css(g.from));
        grad.addColorStop(1, css(g.to));
        ctx.fillStyle = grad;
        ctx.fillRect(0, 0, W, H);
      }
      const bitmaps = new Map<string, ImageBitmap>();
      for (const [id, url] of Object.entries(images)) bitmaps.set(id, await createImageBitmap(await (await fetch(url)).blob()));
      for (const layer of doc.layers) {
        if (!layer.visible) continue;
        ctx.save();
        ctx.globalAlpha = layer.opacity;
        ctx.globalCompositeOperation = layer.blendMode === 'normal' ? 'source-over' : (layer.blendMode as GlobalCompositeOperation);
        const t = layer.transform;
        ctx.translate(t.x, t.y);
        ctx.rotate((t.rotation * Math.PI) / 180);
        ctx.scale(t.scaleX, t.scaleY);
        if (layer.kind === 'image') {
          ctx.translate(-layer.width / 2, -layer.height / 2);
          const o = outlines[layer.id];
          if (o) ctx.clip(new Path2D(o.d));
          ctx.drawImage(bitmaps.get(layer.imageId)!, 0, 0, layer.width, layer.height);
        } else if (layer.kind === 'shape') {
          ctx.translate(-layer.width / 2, -layer.height / 2);
          const o = outlines[layer.id]!;
          const path = new Path2D(o.d);
          ctx.save();
          ctx.scale(o.scaleX, o.scaleY);
          if (!o.strokeOnly && layer.fill.slice(7) !== '00') {
            ctx.fillStyle = css(layer.fill);
            ctx.fill(path);
          }
          ctx.restore();
          if (layer.strokeWidth > 0) {
            ctx.save();
            ctx.scale(o.scaleX, o.scaleY);
            ctx.lineWidth = layer.strokeWidth / Math.max(o.scaleX, 1e-6);
            ctx.lineCap = 'round';
            ctx.lineJoin = 'round';
            ctx.strokeStyle = css(layer.stroke);
            ctx.stroke(path);
            ctx.restore();
          }
        } else if (layer.kind === 'text') {
          const size = layer.fontSize;
          ctx.font = `${layer.italic ? 'italic ' : ''}${layer.bold ? 700 : 400} ${size}px "${layer.fontFamily}"`;
          ctx.letterSpacing = `${(layer.letterSpacing ?? 0) * size}px`;
          let lines: string[] = [];
          for (const [i, paragraph] of layer.text.split('\n').entries()) {
            const prefix = layer.list === 'bullet' ? '•  ' : layer.list === 'number' ? `${i + 1}.  ` : '';
            if (layer.boxWidth === undefined) {
              lines.push(prefix + paragraph);
              continue;
            }
            let line = prefix;
            for (const word of paragraph.split(' ')) {
              const next = line === prefix ? line + word : `${line} ${word}`;
              if (ctx.measureText(next).width > layer.boxWidth && line !== prefix) {
                lines.push(line);
                line = word;
              } else line = next;
            }
            lines.push(line);
          }
          lines = lines.length ? lines : [''];
          const bw = layer.boxWidth ?? Math.max(...lines.map((l) => ctx.measureText(l).width));
          const lh = size * layer.lineHeight;
          const bh = lines.length * lh;
          if (layer.background) {
            const pad = layer.background.padding * size;
            ctx.fillStyle = css(layer.background.color);
            ctx.beginPath();
            ctx.roundRect(-bw / 2 - pad, -bh / 2 - pad, bw + pad * 2, bh + pad * 2, layer.background.radius * size);
            ctx.fill();
          }
          ctx.textAlign = layer.align;
          ctx.textBaseline = 'middle';
          const x = layer.align === 'left' ? -bw / 2 : layer.align === 'right' ? bw / 2 : 0;
          if (layer.shadow) {
            ctx.shadowColor = css(layer.shadow.color);
            ctx.shadowBlur = layer.shadow.blur * size * s;
            ctx.shadowOffsetX = layer.shadow.offsetX * size * s;
            ctx.shadowOffsetY = layer.shadow.offsetY * size * s;
          }
          lines.forEach((line, i) => {
            const y = -bh / 2 + (i + 0.5) * lh;
            if (layer.outline) {
              ctx.lineWidth = layer.outline.width * size * 2;
              ctx.lineJoin = 'round';
              ctx.strokeStyle = css(layer.outline.color);
              ctx.strokeText(line, x, y);
            }
            ctx.fillStyle = css(layer.color);
            ctx.fillText(line, x, y);
          });
        }
        ctx.restore();
      }
      return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
    },
    { doc, images: Object.fromEntries(images), outlines, width },
  );
  return sharp(Buffer.from(png, 'base64')).resize({ width: THUMB_WIDTH }).webp({ quality: 80 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------
async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>templates</title>');
  // tsx compiles the functions handed to the page with esbuild's name-keeping helper: give the page one.
  await page.evaluate('globalThis.__name = (f) => f');
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(join(OUT, 'images'), { recursive: true });
  mkdirSync(join(OUT, 'thumbs'), { recursive: true });

  const made: Array<{ spec: Spec; doc: EditorDocument }> = [];
  for (const spec of SPECS) {
    const format = formatById(spec.format);
    if (!format) throw new Error(`${spec.id}: unknown format ${spec.format}`);
    const b = new Builder(spec.id, format.width, format.height);
    const palette = PALETTES[spec.palette];
    if (!palette) throw new Error(`${spec.id}: unknown palette`);
    const result: Made = await RECIPES[spec.recipe](b, spec, palette);
    const doc: EditorDocument = {
      version: DOCUMENT_VERSION,
      section: 'designer',
      canvas: { width: format.width, height: format.height, background: result.background, ...(result.gradient ? { gradient: result.gradient } : {}) },
      layers: result.layers,
      operations: [],
      designer: { format: spec.format, templateId: spec.id },
    };
    const restored = restoreDocument(JSON.parse(JSON.stringify(doc)));
    if (!restored.ok || restored.repairs.length > 0) throw new Error(`${spec.id} does not restore cleanly: ${restored.ok ? restored.repairs.join(', ') : restored.reason}`);
    made.push({ spec, doc });
  }

  // The photos each template needs, cut once per source and aspect.
  const dataUrls = new Map<string, string>();
  for (const v of variants.values()) {
    const bytes = await sharp(join(SAMPLES, SOURCES[v.source]!.file))
      .resize({ width: v.width, height: v.height, fit: 'cover', position: v.source === 'astronaut' || v.source === 'chelsea' ? 'attention' : 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    writeFileSync(join(OUT, 'images', v.file), bytes);
    dataUrls.set(v.imageId, `data:image/webp;base64,${bytes.toString('base64')}`);
  }

  const index = [];
  for (const { spec, doc } of made) {
    writeFileSync(join(OUT, `${spec.id}.json`), `${JSON.stringify(doc)}\n`);
    const used = [...new Set(doc.layers.flatMap((l) => (l.kind === 'image' ? [l.imageId] : [])))];
    const images = new Map(used.map((id) => [id, dataUrls.get(id)!]));
    writeFileSync(join(OUT, 'thumbs', `${spec.id}.webp`), await thumbnail(doc, images));
    const byId = new Map([...variants.values()].map((v) => [v.imageId, v]));
    index.push({
      id: spec.id,
      category: spec.format,
      format: spec.format,
      width: doc.canvas.width,
      height: doc.canvas.height,
      plus: spec.plus === true,
      words: spec.words,
      thumbnail: `/templates/thumbs/${spec.id}.webp`,
      nameKey: `designer_template_${spec.id.replace(/-/g, '_')}`,
      images: used.map((imageId) => ({ imageId, url: `/templates/images/${byId.get(imageId)!.file}` })),
    });
  }
  writeFileSync(join(OUT, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);

  const rows = [...variants.values()].map((v) => `| images/${v.file} | ${SOURCES[v.source]!.what} (\`${SOURCES[v.source]!.file}\`), cropped to ${v.width}×${v.height} | ${SOURCES[v.source]!.licence} |`);
  writeFileSync(
    join(OUT, 'LICENSES.md'),
    `# Template images\n\nThe designer's templates (\`public/templates/*.json\`, written by \`scripts/designer/makeTemplates.ts\`) use only\n` +
      `the photos below, cut from the scikit-image sample data (Debian package \`python3-skimage\` 0.19.3, as listed in\n` +
      `\`public/samples/LICENSES.md\`): public domain or CC0 1.0, free to redistribute. Every other part of a template\n` +
      `(shapes, gradients, layouts, words) was made here and is CC0 1.0. Graphics come from Material Design Icons\n` +
      `(Apache-2.0, see \`public/graphics/LICENSE.md\`); fonts are the shipped open-licence families (\`/fonts/<id>/LICENSE.txt\`).\n` +
      `Thumbnails (\`thumbs/\`) are drawn from the templates themselves.\n\n| file | source | licence |\n| --- | --- | --- |\n${rows.join('\n')}\n`,
  );
  const names = Object.fromEntries(made.map(({ spec }) => [`designer_template_${spec.id.replace(/-/g, '_')}`, spec.name]));
  writeFileSync(join(ROOT, '.tmp-template-names.json'), `${JSON.stringify(names, null, 2)}\n`);
  await browser.close();
  const perFormat = DESIGN_FORMATS.map((f) => `${f.id} ${made.filter((m) => m.spec.format === f.id).length}`).join(', ');
  console.log(`${made.length} templates (${perFormat}); ${variants.size} images`);
}

await main();
