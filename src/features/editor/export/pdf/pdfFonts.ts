// The fonts of a PDF: each text layer's shipped family (its own name, an alias, or Inter / Merriweather for
// a device or generic font) embedded from the same woff2 files the app serves under /fonts/ (fontkit reads
// WOFF2), subset to the letters used. A family ships one file per unicode subset (latin, latin-ext,
// cyrillic), so a text is drawn in runs, each with the file that has its letters; only the files a text
// needs are fetched. Bold uses the 700 file when the family has one, else it is thickened with a stroke;
// italic is slanted (Pixloom ships upright faces only, the browser slants them the same way).
//
// fontkit reads WOFF2 (its glyphs, metrics and layout are right) but its subsetter copies glyph data from
// the raw 'glyf' table, which WOFF2 stores transformed: every letter of the subset came out empty (invisible
// text). `readableFontkit` hands pdf-lib fonts whose subsets write each glyph from its decoded outline
// instead (`encodeOutline`: fontkit's own encoder for that corrupts some letters; hinting is dropped, which
// a PDF does not use).
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { fontFiles, shippedFont, type FontFile, type ShippedFont } from '../../../../lib/shared/editor/fonts';
import type { TextLayer } from '../../../../lib/shared/editor/types';

/** The bytes of a shipped font file, by its path under FONT_PATH ("inter/inter-latin-400-normal.woff2"). */
export type FontBytes = (path: string) => Promise<Uint8Array>;

/** The bytes of the user's own font of a family (issue 16), or null when the family is not one of theirs. */
export type UserFontBytes = (family: string) => Uint8Array | null;

/** A user font is one file with every letter it has. */
const ALL_LETTERS: ReadonlyArray<readonly [number, number]> = [[0, 0x10ffff]];

export interface PdfFace {
  font: PDFFont;
  ranges: ReadonlyArray<readonly [number, number]>;
  /** Font units: the typographic ascender (positive) and descender (negative), and the em. */
  ascent: number;
  descent: number;
  unitsPerEm: number;
}

export interface Run {
  face: PdfFace;
  text: string;
}

export interface LayerFont {
  family: string;
  faces: readonly PdfFace[];
  /** Bold asked for but the family has no bold file. */
  synthBold: boolean;
  /** Italic asked for (always slanted). */
  slant: boolean;
}

/** 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]]. */
export function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(',').flatMap((part): Array<[number, number]> => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return [];
    const from = parseInt(match[1] ?? '0', 16);
    return [[from, match[2] ? parseInt(match[2], 16) : from]];
  });
}

const covers = (ranges: PdfFace['ranges'], code: number): boolean => ranges.some(([a, b]) => code >= a && code <= b);

/** The shipped family a text layer is drawn with in the PDF. */
export function pdfFamily(name: string): ShippedFont {
  const shipped = shippedFont(name);
  if (shipped) return shipped;
  const serif = /^\s*serif\s*$/i.test(name);
  const fallback = shippedFont(serif ? 'Merriweather' : 'Inter');
  if (!fallback) throw new Error('no shipped fallback font');
  return fallback;
}

/** The files of `font` at `weight` the letters of `text` need (the first file of the list when none matches). */
export function filesFor(font: ShippedFont, weight: number, text: string): FontFile[] {
  const files = fontFiles(font).filter((f) => f.weight === weight);
  const ranges = files.map((f) => parseUnicodeRange(f.unicodeRange));
  const needed = new Set<number>();
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const index = ranges.findIndex((r) => covers(r, code));
    needed.add(index < 0 ? 0 : index);
  }
  if (needed.size === 0) needed.add(0);
  return files.filter((_, i) => needed.has(i));
}

type FontkitFont = ReturnType<typeof fontkit.create>;

/** The parts of fontkit's TTF subset this module relies on (not in its type declarations). */
interface GlyphSubset {
  font: FontkitFont & { _getTableStream(tag: string): { readBuffer(length: number): Uint8Array } };
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: Array<{ advance: number; bearing: number }> };
  offset: number;
  _addGlyph(gid: number): number;
}

interface PathCommand {
  command: string;
  args: number[];
}

/**
 * TrueType 'glyf' data of a simple glyph with the contours of `commands` (a decoded TrueType outline: moves,
 * lines, quadratic curves), one flag byte a point. fontkit's own encoder (TTFGlyphEncoder.encodeSimple)
 * drops the repeat count of a glyph's last run of equal flags, so every letter whose last two points
 * share a flag (Montserrat's B and D) came out unreadable and was left out of the PDF.
 */
export function encodeOutline(commands: readonly PathCommand[]): Uint8Array {
  const ON_CURVE = 1;
  const ends: number[] = [];
  const flags: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  let [lastX, lastY, count] = [0, 0, 0];
  // A coordinate as a delta: none (same), one byte and a sign (short), or two bytes.
  const delta = (d: number, out: number[], short: number, same: number): number => {
    if (d === 0) return same;
    if (Math.abs(d) <= 255) {
      out.push(Math.abs(d));
      return short | (d > 0 ? same : 0);
    }
    out.push((d >> 8) & 255, d & 255);
    return 0;
  };
  const endContour = (): void => {
    if (count > 0 && ends[ends.length - 1] !== count - 1) ends.push(count - 1);
  };
  commands.forEach((c, i) => {
    if (c.command === 'closePath' || c.command === 'moveTo') endContour();
    for (let j = 0; j + 1 < c.args.length; j += 2) {
      const [ax, ay] = [c.args[j] ?? 0, c.args[j + 1] ?? 0];
      const next = commands[i + 1];
      // The implied on-curve point between two control points (the decoder made it explicit) is left out.
      if (c.command === 'quadraticCurveTo' && j === 2 && next?.command === 'quadraticCurveTo' && ax === ((c.args[0] ?? 0) + (next.args[0] ?? 0)) / 2 && ay === ((c.args[1] ?? 0) + (next.args[1] ?? 0)) / 2) continue;
      const [x, y] = [Math.round(ax), Math.round(ay)];
      const on = c.command === 'quadraticCurveTo' && j === 0 ? 0 : ON_CURVE;
      flags.push(on | delta(x - lastX, xs, 2, 16) | delta(y - lastY, ys, 4, 32));
      [lastX, lastY, count] = [x, y, count + 1];
      box.minX = Math.min(box.minX, x);
      box.minY = Math.min(box.minY, y);
      box.maxX = Math.max(box.maxX, x);
      box.maxY = Math.max(box.maxY, y);
    }
  });
  endContour();
  const size = 10 + ends.length * 2 + 2 + flags.length + xs.length + ys.length;
  const bytes = new Uint8Array(size + ((4 - (size % 4)) % 4));
  const view = new DataView(bytes.buffer);
  [ends.length, box.minX, box.minY, box.maxX, box.maxY].forEach((v, i) => view.setInt16(i * 2, count > 0 ? v : 0));
  ends.forEach((e, i) => view.setUint16(10 + i * 2, e));
  // No instructions (hinting means nothing in a PDF), then the flags and coordinates.
  bytes.set([...flags, ...xs, ...ys], 10 + ends.length * 2 + 2);
  return bytes;
}

const isWoff2 = (bytes: Uint8Array): boolean => bytes[0] === 0x77 && bytes[1] === 0x4f && bytes[2] === 0x46 && bytes[3] === 0x32;

function decodedGlyphSubsets(font: FontkitFont): FontkitFont {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as unknown as GlyphSubset;
    subset._addGlyph = function addGlyph(this: GlyphSubset, gid: number): number {
      const glyph = this.font.getGlyph(gid) as unknown as { path: { commands: unknown[] }; advanceWidth: number; _getMetrics(): { leftBearing: number } };
      // Glyphs are buffers of fontkit's own buffer class (its table encoder writes no other); a space is empty.
      const empty = this.font._getTableStream('glyf').readBuffer(0);
      const buffer = glyph.path.commands.length > 0 ? (empty.constructor as unknown as { from(bytes: Uint8Array): Uint8Array }).from(encodeOutline(glyph.path.commands as PathCommand[])) : empty;
      this.glyf.push(buffer);
      this.loca.offsets.push(this.offset);
      this.hmtx.metrics.push({ advance: glyph.advanceWidth, bearing: glyph._getMetrics().leftBearing });
      this.offset += buffer.length;
      return this.glyf.length - 1;
    };
    return subset as unknown as ReturnType<FontkitFont['createSubset']>;
  };
  return font;
}

/** fontkit for pdf-lib, with WOFF2 fonts subset from their decoded outlines. */
export const readableFontkit = {
  ...fontkit,
  create(bytes: Uint8Array, postscriptName?: string): FontkitFont {
    const font = fontkit.create(bytes, postscriptName);
    return isWoff2(bytes) ? decodedGlyphSubsets(font) : font;
  },
};

export class PdfFonts {
  private readonly embedded = new Map<string, Promise<PdfFace>>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly bytes: FontBytes,
    private readonly userFont?: UserFontBytes,
  ) {
    pdf.registerFontkit(readableFontkit);
  }

  private face(file: FontFile): Promise<PdfFace> {
    return this.embed(file.path, () => this.bytes(file.path), parseUnicodeRange(file.unicodeRange));
  }

  private embed(key: string, read: () => Promise<Uint8Array>, ranges: PdfFace['ranges']): Promise<PdfFace> {
    let face = this.embedded.get(key);
    if (!face) {
      face = (async () => {
        const data = await read();
        const parsed = fontkit.create(data);
        const font = await this.pdf.embedFont(data, { subset: true });
        // The typographic ascender and descender (what the browser's 'middle' baseline is measured with).
        const os2 = (parsed as unknown as { 'OS/2'?: { typoAscender?: number; typoDescender?: number } })['OS/2'];
        const typo = os2 && typeof os2.typoAscender === 'number' && typeof os2.typoDescender === 'number' && os2.typoAscender - os2.typoDescender > 0;
        return {
          font,
          ranges,
          ascent: typo ? (os2.typoAscender ?? 0) : parsed.ascent,
          descent: typo ? (os2.typoDescender ?? 0) : parsed.descent,
          unitsPerEm: parsed.unitsPerEm,
        };
      })();
      face.catch(() => this.embedded.delete(key));
      this.embedded.set(key, face);
    }
    return face;
  }

  /** The faces a text layer needs, embedded (rejects when a file can't be fetched or read). */
  async forLayer(layer: Pick<TextLayer, 'fontFamily' | 'bold' | 'italic' | 'text' | 'list'>): Promise<LayerFont> {
    // The user's own font: its one file (bold thickened, italic slanted, as the engine draws it).
    const own = this.userFont?.(layer.fontFamily);
    if (own) {
      const face = await this.embed(`user:${layer.fontFamily}`, () => Promise.resolve(own), ALL_LETTERS);
      return { family: layer.fontFamily, faces: [face], synthBold: layer.bold, slant: layer.italic };
    }
    const family = pdfFamily(layer.fontFamily);
    const weight = layer.bold && family.weights.includes(700) ? 700 : 400;
    // List markers are drawn with the text's font too.
    const text = layer.text + (layer.list ? '•.0123456789' : '');
    const faces = await Promise.all(filesFor(family, weight, text).map((file) => this.face(file)));
    return { family: family.family, faces, synthBold: layer.bold && weight !== 700, slant: layer.italic };
  }
}

/** `text` split into runs of letters the same face draws (a letter no face has goes with the first). */
export function runsOf(font: LayerFont, text: string): Run[] {
  const runs: Run[] = [];
  const first = font.faces[0];
  if (!first) return runs;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const face = font.faces.find((f) => covers(f.ranges, code)) ?? first;
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

/** Width of `text` at `size` in the layer's faces. */
export function textWidth(font: LayerFont, text: string, size: number): number {
  return runsOf(font, text).reduce((sum, run) => sum + run.face.font.widthOfTextAtSize(run.text, size), 0);
}

/**
 * Distance from a line's middle down to its baseline: the engine draws with the canvas' 'middle' baseline,
 * the centre of the em box made of the typographic ascender and descender scaled to add up to one em.
 */
export function baselineBelowMiddle(font: LayerFont, size: number): number {
  const face = font.faces[0];
  const span = face ? face.ascent - face.descent : 0;
  if (!face || span <= 0) return size * 0.3;
  return ((face.ascent + face.descent) / span / 2) * size;
}
