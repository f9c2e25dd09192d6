// What the engine is given for a collage: each cell's photo clipped to its cell (with the corner radius)
// and scaled and moved to fill or fit it; everything else left exactly as it was.
import { describe, expect, it } from 'vitest';
import { applyCollage, withCollageState } from '../../src/lib/shared/collage/apply';
import { zoomCell } from '../../src/lib/shared/collage/cells';
import { addPhotos, createCollageDocument, setCollageStyle } from '../../src/lib/shared/collage/document';
import { cellRects } from '../../src/lib/shared/collage/geometry';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument, ImageLayer } from '../../src/lib/shared/editor/types';

const PHOTOS = [
  { imageId: 'img_a', width: 4000, height: 3000 },
  { imageId: 'img_b', width: 3000, height: 4000 },
  { imageId: 'img_c', width: 2000, height: 2000 },
];

function collage(): EditorDocument {
  return addPhotos(createCollageDocument({ layoutId: 'feature-left-3', width: 1800, height: 1200 }), PHOTOS);
}

const imageLayer = (doc: EditorDocument, id: string | null | undefined): ImageLayer => {
  const layer = doc.layers.find((l) => l.id === id);
  if (!layer || layer.kind !== 'image') throw new Error(`no image layer ${String(id)}`);
  return layer;
};

describe('applyCollage', () => {
  it('clips each cell photo to its cell and fills it, centred, unrotated', () => {
    const doc = collage();
    const state = doc.collage;
    if (!state) throw new Error('no collage');
    const rects = cellRects(state, doc.canvas);
    state.cells.forEach((cell, i) => {
      const layer = imageLayer(doc, cell.layerId);
      const rect = rects[i];
      if (!rect) throw new Error('no rect');
      expect(layer.clip).toEqual({ ...rect, radius: 0 });
      const scale = Math.max(rect.width / layer.width, rect.height / layer.height);
      expect(layer.transform).toEqual({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, scaleX: scale, scaleY: scale, rotation: 0 });
    });
  });

  it('rounds corners by the radius of the shorter canvas side, at most half the cell', () => {
    const doc = setCollageStyle(collage(), { radius: 0.03 });
    for (const layer of doc.layers) if (layer.kind === 'image') expect(layer.clip?.radius).toBeCloseTo(36, 9);
    // Narrow cells (about 100 px) on a 1000 px short side: 10 % would be 100 px, more than half a cell.
    const narrow = setCollageStyle(addPhotos(createCollageDocument({ layoutId: 'grid-8x2', width: 1000, height: 3000 }), PHOTOS), { radius: 0.1 });
    const clips = narrow.layers.flatMap((l) => (l.kind === 'image' && l.clip ? [l.clip] : []));
    expect(clips).toHaveLength(3);
    for (const clip of clips) expect(clip.radius).toBe(Math.min(clip.width, clip.height) / 2);
  });

  it('follows zoom and pan', () => {
    const doc = collage();
    const state = doc.collage;
    if (!state) throw new Error('no collage');
    const layer = imageLayer(doc, state.cells[0]?.layerId);
    const zoomed = applyCollage({ ...doc, collage: zoomCell(state, doc.canvas, 0, 2, layer) });
    const after = imageLayer(zoomed, layer.id);
    expect(after.transform.scaleX).toBeCloseTo(layer.transform.scaleX * 2, 12);
    expect(after.clip).toEqual(layer.clip);
  });

  it('returns the same document when nothing changes, and leaves other documents alone', () => {
    const doc = collage();
    expect(applyCollage(doc)).toBe(doc);
    expect(withCollageState(doc, doc.collage as NonNullable<EditorDocument['collage']>)).toBe(doc);
    const photo = createPhotoDocument({ imageId: 'img', width: 100, height: 80 });
    expect(applyCollage(photo)).toBe(photo);
    const free = { ...doc, collage: { ...(doc.collage as NonNullable<EditorDocument['collage']>), layout: 'freestyle', cells: [] } };
    expect(applyCollage(free)).toBe(free);
  });

  it('does not move image layers that are in no cell', () => {
    const doc = collage();
    const sticker: ImageLayer = { ...imageLayer(doc, doc.layers[0]?.id), id: 'sticker', transform: { x: 5, y: 6, scaleX: 0.1, scaleY: 0.1, rotation: 30 } };
    const { clip: _clip, ...plain } = sticker;
    const withSticker = { ...doc, layers: [...doc.layers, plain] };
    expect(applyCollage(withSticker)).toBe(withSticker);
  });
});
