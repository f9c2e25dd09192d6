// restoreDocument: everything loaded is migrated, validated and repaired before any other code sees it.
import { describe, expect, it } from 'vitest';
import { addTextLayer, applyTool, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { DOCUMENT_LIMITS, DOCUMENT_VERSION, type EditorDocument } from '../../src/lib/shared/editor/types';

function sample(): EditorDocument {
  let doc = createPhotoDocument({ imageId: 'img1', width: 1200, height: 800 });
  doc = applyTool(doc, 'contrast', { amount: 20 }).document;
  doc = applyTool(doc, 'sepia', { amount: 70 }).document;
  return addTextLayer(doc, { text: 'Hello', color: '#ff0000' }).document;
}

function restored(input: unknown): EditorDocument {
  const result = restoreDocument(input);
  if (!result.ok) throw new Error(`not restored: ${result.reason}`);
  return result.document;
}

describe('a valid document', () => {
  it('comes back equal, with nothing repaired', () => {
    const doc = sample();
    const result = restoreDocument(structuredClone(doc));
    expect(result).toEqual({ ok: true, document: doc, repairs: [], migratedFrom: null });
  });

  it('is read from its JSON text too (how autosaves are stored)', () => {
    const doc = sample();
    expect(restored(JSON.stringify(doc))).toEqual(doc);
  });
});

describe('what cannot be a document is refused', () => {
  it.each([null, 42, 'not json', '[]', [], {}, { version: 2, canvas: { width: 0, height: 10 }, layers: [] }])('%j', (input) => {
    expect(restoreDocument(input)).toEqual({ ok: false, reason: 'not_a_document' });
  });

  it('says when the document comes from a newer version of the app', () => {
    expect(restoreDocument({ ...sample(), version: DOCUMENT_VERSION + 1 })).toEqual({ ok: false, reason: 'newer_version' });
  });
});

describe('migration from version 1 (one picture, flat edit list)', () => {
  const v1 = {
    version: 1,
    image: { id: 'photo_7', width: 640, height: 480 },
    edits: [
      { type: 'contrast', amount: 35 },
      { type: 'grayscale', amount: 60 },
      { type: 'rotate90', times: 3 },
      { type: 'brightness', amount: 10, enabled: false },
    ],
  };

  it('becomes a photo-editor document whose picture fills the canvas', () => {
    const result = restoreDocument(v1);
    expect(result.ok && result.migratedFrom).toBe(1);
    const doc = restored(v1);
    expect(doc.version).toBe(DOCUMENT_VERSION);
    expect(doc.section).toBe('editor');
    expect(doc.canvas).toEqual({ width: 640, height: 480, background: '#00000000' });
    expect(doc.layers).toEqual([expect.objectContaining({ kind: 'image', imageId: 'photo_7', width: 640, height: 480, transform: { x: 320, y: 240, scaleX: 1, scaleY: 1, rotation: 0 } })]);
  });

  it('keeps the edits in order, with their parameters, renamed to today’s ids', () => {
    const ops = restored(v1).operations;
    expect(ops.map((op) => [op.type, op.enabled])).toEqual([
      ['contrast', true],
      ['black-and-white', true],
      ['rotate', true],
      ['brightness', false],
    ]);
    expect(ops[0]?.params).toEqual({ amount: 35 });
    expect(ops[1]?.params).toEqual({ amount: 60 });
    expect(ops[2]?.params).toEqual({ turns: 3 });
  });

  it('guesses version 1 from the shape when the number is missing', () => {
    const { version: _version, ...unversioned } = v1;
    expect(restored(unversioned).operations).toHaveLength(4);
  });
});

describe('repairs', () => {
  it('drops operations of unknown types and lists them', () => {
    const doc = sample();
    const result = restoreDocument({ ...doc, operations: [...doc.operations, { id: 'x', type: 'teleport', params: {} }] });
    expect(result.ok && result.document.operations.map((op) => op.type)).toEqual(['contrast', 'sepia']);
    expect(result.ok && result.repairs).toContain('operations[2]');
  });

  it('clamps parameters into range, fills the missing ones and removes unknown ones', () => {
    const doc = { ...sample(), operations: [{ id: 'a', type: 'contrast', params: { amount: 900, wobble: 1 } }, { id: 'b', type: 'vignette', params: {} }, { id: 'c', type: 'rotate', params: { turns: '2' } }] };
    const result = restoreDocument(doc);
    if (!result.ok) throw new Error('refused');
    expect(result.document.operations.map((op) => op.params)).toEqual([{ amount: 100 }, { amount: 0, size: 50 }, { turns: 2 }]);
    expect(result.repairs).toEqual(expect.arrayContaining(['operations[0].params.amount', 'operations[0].params.wobble']));
  });

  it('gives duplicate ids new ones, so edits address one operation', () => {
    const doc = sample();
    const twin = { ...doc.operations[0], type: 'brightness' };
    const ops = restored({ ...doc, operations: [doc.operations[0], twin] }).operations;
    expect(new Set(ops.map((op) => op.id)).size).toBe(2);
  });

  it('drops broken layers and repairs the fixable fields of the rest', () => {
    const doc = sample();
    const layers = [
      ...doc.layers,
      { kind: 'image', id: 'broken', imageId: '', width: 10, height: 10 },
      { kind: 'sticker' },
      { kind: 'text', id: 't2', text: 'Hi', fontSize: -4, color: 'purple', align: 'justify', opacity: 7, transform: { x: 'a' } },
    ];
    const out = restored({ ...doc, layers }).layers;
    expect(out).toHaveLength(3);
    const text = out[2];
    expect(text).toMatchObject({ kind: 'text', fontSize: DOCUMENT_LIMITS.minFontSize, color: '#ffffffff', align: 'center', opacity: 1 });
    expect(text?.transform).toEqual({ x: 600, y: 400, scaleX: 1, scaleY: 1, rotation: 0 });
  });

  it('rebuilds a missing canvas from the first picture', () => {
    const { canvas: _canvas, ...rest } = sample();
    expect(restored(rest).canvas).toEqual({ width: 1200, height: 800, background: '#00000000' });
  });

  it('limits the number of operations', () => {
    const doc = sample();
    const many = Array.from({ length: DOCUMENT_LIMITS.maxOperations + 5 }, (_, i) => ({ id: `o${i}`, type: 'brightness', params: { amount: 1 } }));
    const result = restoreDocument({ ...doc, operations: many });
    expect(result.ok && result.document.operations).toHaveLength(DOCUMENT_LIMITS.maxOperations);
    expect(result.ok && result.repairs).toContain('operations.length');
  });

  it('puts an unknown section back to the editor', () => {
    expect(restored({ ...sample(), section: 'darkroom' }).section).toBe('editor');
  });
});

describe('migration from version 2 (layers without names, blend modes or locks)', () => {
  const v2 = {
    version: 2,
    section: 'collage',
    canvas: { width: 400, height: 300, background: '#ffffffff' },
    layers: [
      { id: 't1', kind: 'text', text: 'Title', fontFamily: 'serif', fontSize: 40, bold: false, italic: false, color: '#000000ff', align: 'center', lineHeight: 1.2, transform: { x: 200, y: 40, scaleX: 1, scaleY: 1, rotation: 0 }, opacity: 1, visible: true },
      { id: 'a', kind: 'image', imageId: 'img_a', width: 200, height: 300, transform: { x: 100, y: 150, scaleX: 1, scaleY: 1, rotation: 0 }, opacity: 0.8, visible: true },
      { id: 'b', kind: 'image', imageId: 'img_b', width: 200, height: 300, transform: { x: 300, y: 150, scaleX: 1, scaleY: 1, rotation: 0 }, opacity: 1, visible: false },
    ],
    operations: [{ id: 'op1', type: 'contrast', params: { amount: 20 }, enabled: true }],
  };

  it('gives every layer a name, the normal blend mode and no lock, and changes nothing else', () => {
    const result = restoreDocument(structuredClone(v2));
    expect(result.ok && result.migratedFrom).toBe(2);
    const doc = restored(structuredClone(v2));
    for (const layer of doc.layers) expect(layer).toMatchObject({ name: '', blendMode: 'normal', locked: false });
    expect(doc.operations).toEqual(v2.operations);
    expect(doc.canvas).toEqual(v2.canvas);
    const strip = (l: object): object => Object.fromEntries(Object.entries(l).filter(([k]) => !['name', 'blendMode', 'locked'].includes(k)));
    expect(doc.layers.map(strip)).toEqual([v2.layers[1], v2.layers[2], v2.layers[0]]);
  });

  it('moves text above the pictures: text was always drawn last, so the render is the same', () => {
    expect(restored(structuredClone(v2)).layers.map((l) => l.id)).toEqual(['a', 'b', 't1']);
  });
});

describe('hostile layer fields of version 3', () => {
  it('are defaulted, clamped or dropped, never kept', () => {
    const doc = restored({
      version: DOCUMENT_VERSION,
      canvas: { width: 100, height: 100 },
      layers: [
        { id: 's', kind: 'shape', shape: 'hexagon', width: -5, height: 1e9, fill: 'red', stroke: 7, strokeWidth: Infinity, cornerRadius: -1, name: 'x'.repeat(500), blendMode: '__proto__', locked: 'yes', transform: {} },
        { id: 'j', kind: 'adjustment', operations: [{ type: 'crop' }, { type: 'toString' }, { type: 'contrast', params: { amount: 1e6 } }, 'junk'], blendMode: 'multiply' },
        { id: 'k', kind: 'adjustment', operations: 'nope' },
        { id: 'z', kind: 'hologram' },
      ],
    });
    expect(doc.layers).toHaveLength(3);
    expect(doc.layers[2]).toMatchObject({ kind: 'shape', shape: 'rectangle', width: 1, height: 8192, fill: '#00000000', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, blendMode: 'normal', locked: false });
    expect(doc.layers[2]?.name).toHaveLength(DOCUMENT_LIMITS.maxLayerNameLength);
    expect(doc.layers[0]).toMatchObject({ kind: 'adjustment', blendMode: 'multiply', operations: [{ type: 'contrast', params: { amount: 100 } }] });
    expect(doc.layers[1]).toMatchObject({ kind: 'adjustment', operations: [] });
  });
});
