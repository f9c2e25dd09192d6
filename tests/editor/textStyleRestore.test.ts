// A text layer's styles (issue 14) through restoreDocument: optional, so documents without them come back
// unchanged and need no migration; stored values are clamped and repaired, and hostile ones never crash.
import { describe, expect, it } from 'vitest';
import { addTextLayer, createPhotoDocument, updateLayer } from '../../src/lib/shared/editor/edits';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { DOCUMENT_VERSION, TEXT_STYLE_LIMITS, type EditorDocument, type TextLayer } from '../../src/lib/shared/editor/types';

function withText(style: Record<string, unknown>): EditorDocument {
  const doc = addTextLayer(createPhotoDocument({ imageId: 'img1', width: 800, height: 600 }), { text: 'Hello' }).document;
  const layers = doc.layers.map((l) => (l.kind === 'text' ? { ...l, ...style } : l));
  return { ...doc, layers } as EditorDocument;
}

function restoredText(input: unknown): { layer: TextLayer; repairs: string[] } {
  const result = restoreDocument(input);
  if (!result.ok) throw new Error(`not restored: ${result.reason}`);
  const layer = result.document.layers.find((l) => l.kind === 'text');
  if (layer?.kind !== 'text') throw new Error('text layer lost');
  return { layer, repairs: result.repairs };
}

describe('styles are optional', () => {
  it('a text without styles comes back without them, nothing repaired, no migration', () => {
    const doc = withText({});
    const result = restoreDocument(structuredClone(doc));
    expect(result).toEqual({ ok: true, document: doc, repairs: [], migratedFrom: null });
    expect(doc.version).toBe(DOCUMENT_VERSION);
  });

  it('valid styles come back equal', () => {
    const style = {
      letterSpacing: 0.1,
      outline: { color: '#000000ff', width: 0.05 },
      shadow: { color: '#00000080', blur: 0.2, offsetX: 0.05, offsetY: -0.1 },
      background: { color: '#ffcc00cc', padding: 0.3, radius: 0.5 },
    };
    const { layer, repairs } = restoredText(withText(style));
    expect(layer).toMatchObject(style);
    expect(repairs).toEqual([]);
  });

  it('an edit that turns a style off (undefined) stores no trace of it', () => {
    const doc = withText({ outline: { color: '#000000ff', width: 0.05 } });
    const id = doc.layers.find((l) => l.kind === 'text')?.id ?? '';
    const off = updateLayer(doc, id, { outline: undefined });
    const { layer } = restoredText(JSON.parse(JSON.stringify(off)));
    expect('outline' in layer).toBe(false);
  });
});

describe('stored values are clamped', () => {
  it('to the limits of each style', () => {
    const { layer, repairs } = restoredText(
      withText({
        letterSpacing: 50,
        outline: { color: '#f00', width: 9 },
        shadow: { color: '#000', blur: -3, offsetX: 99, offsetY: -99 },
        background: { color: '#fff', padding: 1e9, radius: -1 },
      }),
    );
    expect(layer.letterSpacing).toBe(TEXT_STYLE_LIMITS.letterSpacing[1]);
    expect(layer.outline).toEqual({ color: '#ff0000ff', width: TEXT_STYLE_LIMITS.outlineWidth[1] });
    expect(layer.shadow).toEqual({ color: '#000000ff', blur: 0, offsetX: 1, offsetY: -1 });
    expect(layer.background).toEqual({ color: '#ffffffff', padding: TEXT_STYLE_LIMITS.backgroundPadding[1], radius: 0 });
    expect(repairs).toEqual(expect.arrayContaining(['layers[1].letterSpacing', 'layers[1].outline', 'layers[1].shadow', 'layers[1].background']));
  });
});

describe('hostile values never crash', () => {
  it.each([
    ['strings for numbers', { letterSpacing: '1e400', outline: { color: '#000', width: 'wide' } }],
    ['NaN and Infinity', { letterSpacing: Number.NaN, shadow: { color: '#000', blur: Infinity, offsetX: -Infinity, offsetY: Number.NaN } }],
    ['styles that are not objects', { outline: 'red', shadow: 42, background: [1, 2, 3] }],
    ['null styles', { outline: null, shadow: null, background: null, letterSpacing: null }],
    ['bad colours', { outline: { color: 'javascript:alert(1)', width: 0.1 }, background: { color: { r: 1 }, padding: 0.1, radius: 0.1 } }],
    ['prototype keys', JSON.parse('{"outline": {"__proto__": {"width": 5}, "color": "#000"}, "shadow": {"constructor": 1}}') as Record<string, unknown>],
  ])('%s', (_name, style) => {
    const { layer, repairs } = restoredText(JSON.parse(JSON.stringify(withText(style))) as unknown);
    expect(repairs.length).toBeGreaterThan(0);
    for (const value of [layer.letterSpacing, layer.outline?.width, layer.shadow?.blur, layer.shadow?.offsetX, layer.shadow?.offsetY, layer.background?.padding, layer.background?.radius]) {
      if (value !== undefined) expect(Number.isFinite(value)).toBe(true);
    }
    for (const c of [layer.outline?.color, layer.shadow?.color, layer.background?.color]) if (c !== undefined) expect(c).toMatch(/^#[0-9a-f]{8}$/);
    expect(Object.getPrototypeOf(layer.outline ?? {})).toBe(Object.prototype);
  });
});
