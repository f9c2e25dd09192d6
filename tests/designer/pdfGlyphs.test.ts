// The letters embedded in the designer's PDF keep their outlines: every letter, digit and sign of a few
// shipped families is drawn into a PDF, its embedded subset read back with fontkit, and each glyph must
// have the outline of the same glyph in the woff2 file (fontkit's own glyph encoder lost letters whose last
// points repeat a flag, e.g. Montserrat's B and D).
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { buildDesignPdf } from '../../src/features/editor/export/pdf/buildPdf';
import { encodeOutline } from '../../src/features/editor/export/pdf/pdfFonts';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import type { TextLayer } from '../../src/lib/shared/editor/types';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789&?!@%';
const file = (path: string): Uint8Array => {
  const [id, name] = path.split('/');
  return new Uint8Array(readFileSync(`node_modules/@fontsource/${id}/files/${name}`));
};

function layer(fontFamily: string, bold: boolean): TextLayer {
  return { opacity: 1, visible: true, blendMode: 'normal', locked: false, name: '', id: 't', kind: 'text', text: LETTERS, fontFamily, fontSize: 40, bold, italic: false, color: '#000000ff', align: 'left', lineHeight: 1.2, transform: { x: 540, y: 540, scaleX: 1, scaleY: 1, rotation: 0 } };
}

const key = (b: { minX: number; minY: number; maxX: number; maxY: number }): string => [b.minX, b.minY, b.maxX, b.maxY].map((v) => Math.round(v)).join(',');

describe('the PDF’s embedded letters', () => {
  it.each([
    ['Montserrat', false, 'montserrat/montserrat-latin-400-normal.woff2'],
    ['Montserrat', true, 'montserrat/montserrat-latin-700-normal.woff2'],
    ['Roboto', false, 'roboto/roboto-latin-400-normal.woff2'],
    ['Lora', true, 'lora/lora-latin-700-normal.woff2'],
  ] as const)('%s (bold %s): every glyph has its outline', async (family, bold, path) => {
    const doc = { ...newDesignerDocument({ format: 'instagram-post', width: 1080, height: 1080 }), layers: [layer(family, bold)] };
    const { bytes } = await buildDesignPdf(doc, { raster: () => Promise.reject(new Error('no pictures here')), fontBytes: async (p) => file(p) });
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const loaded = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0, fontExtraProperties: true, disableFontFace: true }).promise;
    const page = await loaded.getPage(1);
    const ops = await page.getOperatorList();
    const fontId = ops.fnArray.flatMap((fn, i) => (fn === pdfjs.OPS.setFont ? [String(ops.argsArray[i]?.[0])] : []))[0];
    const embedded = fontkit.create((page.commonObjs.get(fontId!) as { data: Uint8Array }).data as Buffer);
    const original = fontkit.create(file(path) as Buffer);
    const expected = [...new Set(LETTERS)].map((ch) => key(original.glyphsForString(ch)[0]!.path.bbox)).sort();
    const drawn: string[] = [];
    for (let i = 0; i < embedded.numGlyphs; i++) {
      const glyph = embedded.getGlyph(i);
      if ((glyph.path as unknown as { commands: unknown[] }).commands.length > 0) drawn.push(key(glyph.path.bbox));
    }
    // (pdfjs may add a glyph of its own: every letter's outline must be there.)
    for (const box of expected) expect(drawn).toContain(box);
  });

  it('encodes a contour whose last points repeat a flag, and long and negative steps', () => {
    const bytes = encodeOutline([
      { command: 'moveTo', args: [0, 0] },
      { command: 'lineTo', args: [0, 700] },
      { command: 'lineTo', args: [-300, 700] },
      { command: 'lineTo', args: [-310, 700] },
      { command: 'closePath', args: [] },
    ]);
    const view = new DataView(bytes.buffer);
    expect(view.getInt16(0)).toBe(1);
    expect([view.getInt16(2), view.getInt16(4), view.getInt16(6), view.getInt16(8)]).toEqual([-310, 0, 0, 700]);
    expect(view.getUint16(10)).toBe(3);
    expect(bytes.length % 4).toBe(0);
    // Four flags, none with a repeat: on curve; x same, y long; x long, y same; x short negative, y same.
    expect([...bytes.slice(14, 18)]).toEqual([1 | 16 | 32, 1 | 16, 1 | 32, 1 | 2 | 32]);
  });
});
