// The designer's PDF export (issue 16), built in Node with the engine's picture step stood in for: the page
// is the canvas at 0.75 pt per pixel, the heading is real text (extractable), the star is a vector path,
// the photo is a picture of that layer alone; read back with pdfjs-dist as a PDF reader would.
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it, vi } from 'vitest';
import { buildDesignPdf, type PdfOptions } from '../../src/features/editor/export/pdf/buildPdf';
import type { RasterRequest } from '../../src/features/editor/export/pdf/rasterDocs';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import { layoutText } from '../../src/lib/shared/designer/textLayout';
import type { EditorDocument, ImageLayer, ShapeLayer, TextLayer, Transform } from '../../src/lib/shared/editor/types';

// A 1×1 PNG: what the engine would render, its size does not matter to the PDF's structure.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** The woff2 files the app serves under /fonts/ come from @fontsource. */
const fontBytes = vi.fn(async (path: string) => {
  const [id, file] = path.split('/');
  return new Uint8Array(readFileSync(`node_modules/@fontsource/${id}/files/${file}`));
});

const at = (x: number, y: number, rotation = 0): Transform => ({ x, y, scaleX: 1, scaleY: 1, rotation });
const base = { opacity: 1, visible: true, blendMode: 'normal' as const, locked: false, name: '' };

function heading(text = 'Summer Sale', extra: Partial<TextLayer> = {}): TextLayer {
  return { ...base, id: 'heading', kind: 'text', text, fontFamily: 'Montserrat', fontSize: 96, bold: true, italic: false, color: '#222222ff', align: 'center', lineHeight: 1.2, transform: at(540, 150), ...extra };
}
const star: ShapeLayer = { ...base, id: 'star', kind: 'shape', shape: 'star', width: 200, height: 200, fill: '#ffcc00ff', stroke: '#000000ff', strokeWidth: 4, cornerRadius: 0, transform: at(540, 300, 15) };
const photo: ImageLayer = { ...base, id: 'photo', kind: 'image', name: 'Photo', imageId: 'img-1', width: 800, height: 600, transform: at(540, 700) };

function design(...layers: EditorDocument['layers']): EditorDocument {
  const doc = newDesignerDocument({ format: 'instagram-post', width: 1080, height: 1080 });
  return { ...doc, layers };
}

async function build(doc: EditorDocument, extra: Partial<PdfOptions> = {}) {
  const requests: RasterRequest[] = [];
  const result = await buildDesignPdf(doc, {
    raster: async (request) => {
      requests.push(request);
      return { bytes: PNG, format: 'png' };
    },
    fontBytes,
    ...extra,
  });
  return { result, requests };
}

async function read(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loaded = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0, fontExtraProperties: true, disableFontFace: true }).promise;
  const page = await loaded.getPage(1);
  const text = await page.getTextContent();
  const ops = await page.getOperatorList();
  return { pdfjs, loaded, page, text: text.items.map((i) => ('str' in i ? i.str : '')).join(''), ops };
}

/** Sub-paths of pdfjs' constructPath data: [moveTo, lineTo, curveTo, closePath] counts per path. */
function pathCounts(data: ArrayLike<number>): { moves: number; lines: number; curves: number; closes: number } {
  const counts = { moves: 0, lines: 0, curves: 0, closes: 0 };
  const size = [2, 2, 6, 4, 0];
  for (let i = 0; i < data.length; ) {
    const op = data[i] ?? 4;
    if (op === 0) counts.moves += 1;
    else if (op === 1) counts.lines += 1;
    else if (op === 2 || op === 3) counts.curves += 1;
    else counts.closes += 1;
    i += 1 + (size[op] ?? 0);
  }
  return counts;
}

describe('the designer PDF', () => {
  it('has one page of the canvas size, the heading as text, the star as a path and the photo as a picture', async () => {
    const { result, requests } = await build(design(photo, star, heading()), { title: 'Summer' });
    const { pdfjs, loaded, page, text, ops } = await read(result.bytes);
    expect(loaded.numPages).toBe(1);
    // 1080 px × 0.75 = 810 pt.
    expect(page.view).toEqual([0, 0, 810, 810]);
    expect(text).toBe('Summer Sale');
    expect(result.texts).toEqual(['heading']);

    // The star: a filled and stroked path of ten points (five outer, five inner), closed.
    const paths = ops.fnArray.flatMap((fn, i) => (fn === pdfjs.OPS.constructPath ? [ops.argsArray[i] as [number, [ArrayLike<number>]]] : []));
    const starPath = paths.find(([paint, [data]]) => paint === pdfjs.OPS.fillStroke && pathCounts(data).lines === 9);
    expect(starPath).toBeDefined();
    expect(pathCounts(starPath![1][0])).toMatchObject({ moves: 1, lines: 9, closes: 1, curves: 0 });

    // The photo: one picture, rendered from a document holding that layer alone, cut to its bounds.
    expect(ops.fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject)).toHaveLength(1);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.document.layers.map((l) => l.id)).toEqual(['photo']);
    // Its bounds (800 × 600 at 140, 400) with a pixel around for the antialiased edge.
    expect(request.document.canvas).toMatchObject({ width: 802, height: 602, background: '#00000000' });
    expect(request.document.layers[0]?.transform).toMatchObject({ x: 401, y: 301 });
    expect(request.width / request.document.canvas.width).toBeGreaterThanOrEqual(2);
    expect(result.pictures).toEqual(['photo']);
    expect((await loaded.getMetadata()).info).toMatchObject({ Title: 'Summer' });
  });

  it('embeds letters with their outlines: the subset of a woff2 file is not invisible', async () => {
    const { result } = await build(design(heading('Sale')));
    const { pdfjs, page, ops } = await read(result.bytes);
    const fontIds = ops.fnArray.flatMap((fn, i) => (fn === pdfjs.OPS.setFont ? [String(ops.argsArray[i]?.[0])] : []));
    expect(fontIds.length).toBeGreaterThan(0);
    const font = page.commonObjs.get(fontIds[0]!) as { data: Uint8Array; name: string };
    expect(font.name).toMatch(/Montserrat/);
    const parsed = fontkit.create(font.data);
    const glyphs = parsed.layout('Sale').glyphs;
    expect(glyphs).toHaveLength(4);
    for (const glyph of glyphs) expect((glyph.path as unknown as { commands: unknown[] }).commands.length).toBeGreaterThan(4);
  });

  it('keeps the layers in the document order (one stack): text under a photo stays under it', async () => {
    const { result } = await build(design(heading(), photo));
    const { pdfjs, ops } = await read(result.bytes);
    const firstText = ops.fnArray.indexOf(pdfjs.OPS.showText);
    const image = ops.fnArray.indexOf(pdfjs.OPS.paintImageXObject);
    expect(firstText).toBeGreaterThan(-1);
    expect(firstText).toBeLessThan(image);
  });

  it('wraps a text box, numbers a list, and keeps every line as text', async () => {
    const list = heading('Bring a towel and sunscreen\nMeet at noon', { id: 'list', fontSize: 40, boxWidth: 300, list: 'number', bold: false, align: 'left' });
    const { result } = await build(design(list));
    const { text } = await read(result.bytes);
    for (const words of ['1.', 'Bring', 'towel', 'sunscreen', '2.', 'Meet', 'noon']) expect(text).toContain(words);
    // Laid out with the same widths: more lines than paragraphs, none wider than the box.
    const measure = (s: string): number => s.length * 20;
    const layout = layoutText(list, measure);
    expect(layout.rows.length).toBeGreaterThan(2);
    for (const row of layout.rows) expect(layout.indent + row.width).toBeLessThanOrEqual(300);
  });

  it('draws curved text glyph by glyph, still as text', async () => {
    const { result } = await build(design(heading('ROUND', { curve: 60 })));
    const { pdfjs, text, ops } = await read(result.bytes);
    expect(text.replace(/\s/g, '')).toBe('ROUND');
    expect(ops.fnArray.filter((fn) => fn === pdfjs.OPS.setTextMatrix)).toHaveLength(5);
  });

  it('embeds the Cyrillic file of a family for Russian text, and only the files the text needs', async () => {
    fontBytes.mockClear();
    const { result } = await build(design(heading('Привет, мир', { fontFamily: 'Roboto', bold: false })));
    const { text } = await read(result.bytes);
    expect(text).toBe('Привет, мир');
    const asked = fontBytes.mock.calls.map(([p]) => p);
    expect(asked).toContain('roboto/roboto-cyrillic-400-normal.woff2');
    expect(asked.some((p) => p.includes('-700-'))).toBe(false);
  });

  it('a text with a shadow is drawn by the engine as a picture, with the text over it invisibly (still extractable)', async () => {
    const shadowed = heading('Sale', { shadow: { color: '#00000099', blur: 0.2, offsetX: 0.05, offsetY: 0.05 } });
    const { result, requests } = await build(design(shadowed));
    const { pdfjs, text, ops } = await read(result.bytes);
    expect(text).toBe('Sale');
    expect(requests.map((r) => r.document.layers.map((l) => l.id))).toEqual([['heading']]);
    const modes = ops.fnArray.flatMap((fn, i) => (fn === pdfjs.OPS.setTextRenderingMode ? [ops.argsArray[i]?.[0]] : []));
    expect(modes).toEqual([3]);
  });

  it('a font that cannot be fetched (offline, never cached) leaves the text to the engine as a picture', async () => {
    const { result, requests } = await build(design(heading()), { fontBytes: async () => Promise.reject(new Error('offline')) });
    expect(result.texts).toEqual([]);
    expect(result.pictures).toEqual(['heading']);
    expect(requests).toHaveLength(1);
  });

  it('a gradient background is rendered by the engine; a plain one is a filled rectangle', async () => {
    const plain = await build(design(star));
    expect(plain.requests).toHaveLength(0);
    const doc = design(star);
    const gradient = await build({ ...doc, canvas: { ...doc.canvas, gradient: { kind: 'linear', from: '#ff0000ff', to: '#0000ffff', angle: 90 } } });
    expect(gradient.requests).toHaveLength(1);
    expect(gradient.requests[0]?.document.layers).toEqual([]);
    expect(gradient.requests[0]).toMatchObject({ width: 2160, height: 2160 });
  });

  it('reports progress up to 1 and stops when cancelled', async () => {
    const progress: number[] = [];
    await build(design(photo, star, heading()), { onProgress: (f) => progress.push(f) });
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const abort = new AbortController();
    const cancelled = build(design(photo, star, heading()), {
      signal: abort.signal,
      raster: async () => {
        abort.abort();
        return { bytes: PNG, format: 'png' };
      },
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
