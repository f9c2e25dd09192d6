// An image layer's own operations (a collage photo edited with the editor's tools) survive a save and a
// load as they were; stored junk is repaired like an adjustment layer's, and a photo without any stays
// without the field (documents saved before it load unchanged).
import { describe, expect, it } from 'vitest';
import { addPhotos, createCollageDocument } from '../../src/lib/shared/collage/document';
import { layoutsByCount } from '../../src/lib/shared/collage/layouts';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { DOCUMENT_LIMITS, type EditorDocument, type ImageLayer, type Operation } from '../../src/lib/shared/editor/types';

function collage(): EditorDocument {
  const layout = layoutsByCount().get(2)?.[0];
  if (!layout) throw new Error('no 2-photo layout');
  const doc = createCollageDocument({ layoutId: layout.id, width: 1000, height: 500 });
  return addPhotos(doc, [
    { imageId: 'img-a', width: 800, height: 600, name: 'a.jpg' },
    { imageId: 'img-b', width: 800, height: 600, name: 'b.jpg' },
  ]);
}

function restored(input: unknown): { document: EditorDocument; repairs: string[] } {
  const result = restoreDocument(input);
  if (!result.ok) throw new Error(`not restored: ${result.reason}`);
  return { document: result.document, repairs: result.repairs };
}

const images = (doc: EditorDocument): ImageLayer[] => doc.layers.filter((l): l is ImageLayer => l.kind === 'image');

describe("an image layer's own operations", () => {
  it('round-trip through JSON unchanged, in order, with their enabled flags', () => {
    const doc = collage();
    const ops: Operation[] = [
      { id: 'op-bright', type: 'brightness', params: { amount: 35 }, enabled: true },
      { id: 'op-sepia', type: 'sepia', params: { amount: 80 }, enabled: false },
      { id: 'op-vig', type: 'vignette', params: { amount: -40, size: 60 }, enabled: true },
    ];
    const edited: EditorDocument = { ...doc, layers: doc.layers.map((l, i) => (i === 0 && l.kind === 'image' ? { ...l, operations: ops } : l)) };
    const { document, repairs } = restored(JSON.parse(JSON.stringify(edited)));
    expect(repairs).toEqual([]);
    expect(images(document)[0]?.operations).toEqual(ops);
    expect('operations' in images(document)[1]!).toBe(false);
    expect(document.operations).toEqual([]);
  });

  it('keeps only point and effect kinds, repairs params and ids, within the limit', () => {
    const doc = collage();
    const raw = JSON.parse(JSON.stringify(doc)) as { layers: Array<Record<string, unknown>> };
    const many = Array.from({ length: DOCUMENT_LIMITS.maxAdjustmentOperations + 3 }, () => ({ id: 'same', type: 'contrast', params: { amount: 10 } }));
    raw.layers[0]!.operations = [{ type: 'crop', params: {} }, { type: 'toString' }, 'junk', { id: 'x1', type: 'brightness', params: { amount: 1e6 } }];
    raw.layers[1]!.operations = many;
    const { document, repairs } = restored(raw);
    const [a, b] = images(document);
    expect(a?.operations?.map((op) => [op.type, op.params.amount])).toEqual([['brightness', 100]]);
    expect(b?.operations).toHaveLength(DOCUMENT_LIMITS.maxAdjustmentOperations);
    expect(new Set(b?.operations?.map((op) => op.id)).size).toBe(DOCUMENT_LIMITS.maxAdjustmentOperations);
    expect(repairs).toEqual(expect.arrayContaining(['layers[0].operations[0]', 'layers[0].operations[1]', 'layers[0].operations[2]', 'layers[1].operations.length']));
  });

  it('an empty or malformed list leaves the photo without the field', () => {
    const raw = JSON.parse(JSON.stringify(collage())) as { layers: Array<Record<string, unknown>> };
    raw.layers[0]!.operations = [];
    raw.layers[1]!.operations = 'nope';
    const { document, repairs } = restored(raw);
    for (const layer of images(document)) expect('operations' in layer).toBe(false);
    expect(repairs).toContain('layers[1].operations');
  });
});
