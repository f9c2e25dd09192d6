// The user's own fonts (issue 16): a real font file is read for its family name, anything else is refused
// with a clear code; fonts are kept on the device per owner and removable; a file's asset id is the same
// every time (so the same font is one asset in every project and device).
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fontAssetId, readFontFile, sniffFontFormat, USER_FONT_MAX_BYTES, UserFontError } from '../../src/lib/userFonts/file';
import { addUserFont, forgetPageFonts, keepUserFont, loadUserFonts, listUserFonts, removeUserFont, userFontFor, userFontsIn } from '../../src/lib/userFonts/store';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import type { EditorDocument, TextLayer } from '../../src/lib/shared/editor/types';

const fontFile = (path: string): Uint8Array<ArrayBuffer> => new Uint8Array(readFileSync(new URL(`../../node_modules/@fontsource/${path}`, import.meta.url)));
const PACIFICO = fontFile('pacifico/files/pacifico-latin-400-normal.woff2');
const LOBSTER_WOFF = fontFile('lobster/files/lobster-latin-400-normal.woff');

async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    return error instanceof UserFontError ? error.code : `other: ${String(error)}`;
  }
  return 'accepted';
}

afterEach(() => forgetPageFonts());

describe('reading an uploaded font file', () => {
  it('reads the family name from a WOFF2 and a WOFF file', async () => {
    expect(sniffFontFormat(PACIFICO)).toBe('woff2');
    expect(sniffFontFormat(LOBSTER_WOFF)).toBe('woff');
    // Pacifico and Lobster are shipped families: their own files are refused as "Pixloom already has it".
    const error = await readFontFile(PACIFICO).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserFontError);
    expect((error as UserFontError).code).toBe('userfont_shipped');
    expect((error as UserFontError).family).toBe('Pacifico');
    expect(await codeOf(readFontFile(LOBSTER_WOFF))).toBe('userfont_shipped');
  });

  it('refuses a file that is not a font, a truncated font and a file over 5 MB', async () => {
    expect(await codeOf(readFontFile(new TextEncoder().encode('<html><body>not a font at all</body></html>')))).toBe('userfont_not_font');
    expect(await codeOf(readFontFile(PACIFICO.slice(0, 200)))).toBe('userfont_not_font');
    const big = new Uint8Array(USER_FONT_MAX_BYTES + 1);
    big.set(PACIFICO.slice(0, 4));
    expect(await codeOf(readFontFile(big))).toBe('userfont_too_big');
  });

  it('gives the same asset id to the same bytes, another to other bytes', async () => {
    const id = await fontAssetId(PACIFICO);
    expect(id).toMatch(/^font-[0-9a-f]{16}$/);
    expect(await fontAssetId(PACIFICO.slice().buffer)).toBe(id);
    expect(await fontAssetId(LOBSTER_WOFF)).not.toBe(id);
  });
});

describe('the fonts kept on the device', () => {
  it('keeps nothing of a refused upload', async () => {
    const refused = await addUserFont('ann@example.com', new Blob([PACIFICO], { type: 'font/woff2' })).catch((e: unknown) => e);
    expect((refused as UserFontError).code).toBe('userfont_shipped');
    const junk = await addUserFont('ann@example.com', new Blob(['hello'], { type: 'font/ttf' })).catch((e: unknown) => e);
    expect((junk as UserFontError).code).toBe('userfont_not_font');
    expect(await listUserFonts('ann@example.com')).toEqual([]);
  });
});

describe('per owner', () => {
  it('lists only the owner’s fonts and forgets a removed one', async () => {
    const bytes = PACIFICO.slice().buffer;
    const font = { id: await fontAssetId(bytes), family: 'Ann Script', type: 'font/woff2', bytes };
    await keepUserFont('ann@example.com', font);
    await keepUserFont('ann@example.com', font);
    expect((await listUserFonts('ann@example.com')).map((f) => f.family)).toEqual(['Ann Script']);
    expect(await listUserFonts('bob@example.com')).toEqual([]);
    await loadUserFonts('ann@example.com');
    expect(userFontFor('Ann Script')?.id).toBe(font.id);
    const text = { id: 't', kind: 'text', fontFamily: 'Ann Script', text: 'Hi' } as unknown as TextLayer;
    const doc: EditorDocument = { ...newDesignerDocument({ format: 'custom', width: 400, height: 300 }), layers: [text] };
    expect(userFontsIn(doc).map((f) => f.id)).toEqual([font.id]);
    await removeUserFont('ann@example.com', font.id);
    expect(await listUserFonts('ann@example.com')).toEqual([]);
    expect(userFontFor('Ann Script')).toBeNull();
  });

  it('a saved design keeps a user family’s name', () => {
    const doc = newDesignerDocument({ format: 'custom', width: 400, height: 300 });
    const restored = restoreDocument({ ...doc, layers: [{ id: 't', kind: 'text', name: '', text: 'Hi', fontFamily: 'Ann Script', fontSize: 40, color: '#000000ff', align: 'left', bold: false, italic: false, opacity: 1, visible: true, blendMode: 'normal', transform: { x: 10, y: 10, scaleX: 1, scaleY: 1, rotation: 0 } }] });
    expect(restored.ok).toBe(true);
    const layer = restored.ok ? restored.document.layers[0] : null;
    expect(layer?.kind === 'text' ? layer.fontFamily : null).toBe('Ann Script');
  });
});

describe('the PDF of a design in a user font', () => {
  it('embeds the user’s own file (not the Inter fallback) and keeps the text as text', async () => {
    const { buildDesignPdf } = await import('../../src/features/editor/export/pdf/buildPdf');
    const fetched: string[] = [];
    const heading = { id: 'h', kind: 'text', name: '', text: 'Hello', fontFamily: 'Ann Script', fontSize: 64, bold: false, italic: false, color: '#111111ff', align: 'center', lineHeight: 1.2, opacity: 1, visible: true, blendMode: 'normal', locked: false, transform: { x: 200, y: 100, scaleX: 1, scaleY: 1, rotation: 0 } } as TextLayer;
    const doc: EditorDocument = { ...newDesignerDocument({ format: 'custom', width: 400, height: 200 }), layers: [heading] };
    const options = {
      raster: async () => ({ bytes: new Uint8Array(), format: 'png' as const }),
      fontBytes: async (path: string) => {
        fetched.push(path);
        return new Uint8Array(readFileSync(`node_modules/@fontsource/${path.replace('/', '/files/')}`));
      },
    };
    const own = await buildDesignPdf(doc, { ...options, userFontBytes: (family) => (family === 'Ann Script' ? PACIFICO : null) });
    expect(fetched).toEqual([]);
    const fallback = await buildDesignPdf(doc, options);
    expect(fetched.some((p) => p.startsWith('inter/'))).toBe(true);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const names = async (bytes: Uint8Array) => {
      const page = await (await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0, disableFontFace: true }).promise).getPage(1);
      const content = await page.getTextContent();
      return { text: content.items.map((i) => ('str' in i ? i.str : '')).join(''), fonts: Object.values(content.styles).map((s) => s.fontFamily) };
    };
    const drawn = await names(own.bytes);
    expect(drawn.text).toBe('Hello');
    expect(own.bytes.length).not.toBe(fallback.bytes.length);
    const pdfLib = await import('pdf-lib');
    const loaded = await pdfLib.PDFDocument.load(own.bytes);
    const baseFonts = loaded.context.enumerateIndirectObjects().flatMap(([, obj]) => (obj instanceof pdfLib.PDFDict && obj.get(pdfLib.PDFName.of('BaseFont')) ? [String(obj.get(pdfLib.PDFName.of('BaseFont')))] : []));
    expect(baseFonts.some((n) => n.includes('Pacifico'))).toBe(true);
  });
});
