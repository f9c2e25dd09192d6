// The panels' target: for the photo editor the document itself (so its panels behave exactly as before);
// in cell-edit mode the edited photo alone, whose operations are written back onto that layer only.
import { describe, expect, it } from 'vitest';
import { setAdjustment } from '../../src/features/editor/state/actions';
import { fromTargetView, targetView } from '../../src/features/editor/state/operationsTarget';
import { addPhotos, createCollageDocument } from '../../src/lib/shared/collage/document';
import { layoutsByCount } from '../../src/lib/shared/collage/layouts';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { DOCUMENT_LIMITS, type EditorDocument, type ImageLayer } from '../../src/lib/shared/editor/types';

function collage(): EditorDocument {
  const layout = layoutsByCount().get(2)?.[0];
  if (!layout) throw new Error('no 2-photo layout');
  return addPhotos(createCollageDocument({ layoutId: layout.id, width: 1000, height: 500 }), [
    { imageId: 'a', width: 800, height: 600, name: 'a.jpg' },
    { imageId: 'b', width: 640, height: 480, name: 'b.jpg' },
  ]);
}
const images = (doc: EditorDocument): ImageLayer[] => doc.layers.filter((l): l is ImageLayer => l.kind === 'image');

describe('the operations target', () => {
  it('without a target it is the document itself, both ways', () => {
    const doc = createPhotoDocument({ imageId: 'img', width: 300, height: 200 });
    expect(targetView(doc, null)).toBe(doc);
    const edited = setAdjustment(doc, 'brightness', { amount: 10 }).document;
    expect(fromTargetView(doc, null, edited)).toBe(edited);
  });

  it("a cell's view is its photo alone and stable; changes land on that layer only", () => {
    const doc = collage();
    const second = images(doc)[1]!;
    const view = targetView(doc, second.id);
    expect(targetView(doc, second.id)).toBe(view);
    expect(view.canvas).toMatchObject({ width: 640, height: 480 });
    expect(view.layers).toHaveLength(1);
    expect(view.layers[0]).toMatchObject({ imageId: 'b', transform: { x: 320, y: 240, scaleX: 1, scaleY: 1, rotation: 0 } });
    expect('clip' in view.layers[0]!).toBe(false);

    const next = fromTargetView(doc, second.id, setAdjustment(view, 'contrast', { amount: 25 }).document);
    expect(next.operations).toEqual([]);
    expect(images(next)[1]?.operations?.map((op) => op.type)).toEqual(['contrast']);
    expect(images(next)[1]?.clip).toEqual(second.clip);
    expect(images(next)[0]).toBe(images(doc)[0]);
    expect(targetView(next, second.id).operations).toEqual(images(next)[1]?.operations);
  });

  it('geometry steps are not taken, the limit holds, and an emptied list removes the field', () => {
    const doc = collage();
    const id = images(doc)[0]!.id;
    const view = targetView(doc, id);
    const crop = { id: 'op-crop', type: 'crop', params: {}, enabled: true };
    expect(images(fromTargetView(doc, id, { ...view, operations: [crop] }))[0]).not.toHaveProperty('operations');
    const tooMany = Array.from({ length: DOCUMENT_LIMITS.maxAdjustmentOperations + 1 }, (_, i) => ({ id: `op-${i}`, type: 'sepia', params: { amount: 50 }, enabled: true }));
    expect(fromTargetView(doc, id, { ...view, operations: tooMany })).toBe(doc);
  });
});
