// Collage documents as the user builds them: a new collage, photos dropped into cells (extra ones kept for
// later), layouts changed back and forth without losing a photo, canvas and style, the freestyle
// hand-over, and print sizes.
import { describe, expect, it } from 'vitest';
import { addPhotos, ASPECT_PRESETS, createCollageDocument, printSize, removePhoto, setCanvasSize, setCollageStyle, setLayout, toFreestyle } from '../../src/lib/shared/collage/document';
import { cellRects, type Rect } from '../../src/lib/shared/collage/geometry';
import { COLLAGE_LIMITS } from '../../src/lib/shared/collage/types';
import type { EditorDocument, ImageLayer } from '../../src/lib/shared/editor/types';

const photo = (n: number): { imageId: string; width: number; height: number; name: string } => ({ imageId: `img_${n}`, width: 3000 + n * 100, height: 2000, name: `photo ${n}.jpg` });
const photos = (count: number): ReturnType<typeof photo>[] => Array.from({ length: count }, (_, i) => photo(i));

const images = (doc: EditorDocument): ImageLayer[] => doc.layers.filter((l): l is ImageLayer => l.kind === 'image');
const cellImages = (doc: EditorDocument): (string | null)[] => (doc.collage?.cells ?? []).map((c) => (c.layerId === null ? null : (images(doc).find((l) => l.id === c.layerId)?.imageId ?? '?')));

describe('a new collage', () => {
  it('has the layout, empty cells, no layers, a white background', () => {
    const doc = createCollageDocument({ layoutId: 'grid-3x2', width: 3000, height: 2000 });
    expect(doc.section).toBe('collage');
    expect(doc.canvas).toEqual({ width: 3000, height: 2000, background: '#ffffffff' });
    expect(doc.layers).toEqual([]);
    expect(doc.collage?.layout).toBe('grid-3x2');
    expect(doc.collage?.cells).toHaveLength(6);
    expect(doc.collage?.cells.every((c) => c.layerId === null)).toBe(true);
  });

  it('takes an automatic layout for an unknown id, and clamps the canvas', () => {
    const doc = createCollageDocument({ layoutId: 'no-such', width: 99_999, height: 0, background: '#123' });
    expect(doc.collage?.cells).toHaveLength(4);
    expect(doc.canvas).toEqual({ width: 8192, height: 1, background: '#112233ff' });
  });
});

describe('adding photos', () => {
  it('fills the empty cells in order, one image layer each', () => {
    const doc = addPhotos(createCollageDocument({ layoutId: 'columns-3', width: 3000, height: 1000 }), photos(2));
    expect(cellImages(doc)).toEqual(['img_0', 'img_1', null]);
    expect(images(doc).map((l) => [l.imageId, l.width, l.height, l.name, l.visible])).toEqual([
      ['img_0', 3000, 2000, 'photo 0.jpg', true],
      ['img_1', 3100, 2000, 'photo 1.jpg', true],
    ]);
    const third = addPhotos(doc, [photo(7)]);
    expect(cellImages(third)).toEqual(['img_0', 'img_1', 'img_7']);
  });

  it('into a chosen cell, replacing its photo', () => {
    const doc = addPhotos(addPhotos(createCollageDocument({ layoutId: 'columns-3', width: 3000, height: 1000 }), photos(3)), [photo(9)], 1);
    expect(cellImages(doc)).toEqual(['img_0', 'img_9', 'img_2']);
    expect(images(doc).map((l) => l.imageId).sort()).toEqual(['img_0', 'img_2', 'img_9']);
  });

  it('parks the photos there is no cell for, and a bigger layout shows them', () => {
    const doc = addPhotos(createCollageDocument({ layoutId: 'columns-2', width: 2000, height: 1000 }), photos(4));
    expect(cellImages(doc)).toEqual(['img_0', 'img_1']);
    expect(images(doc).filter((l) => !l.visible).map((l) => l.imageId)).toEqual(['img_2', 'img_3']);
    const bigger = setLayout(doc, 'grid-2x2');
    expect(cellImages(bigger)).toEqual(['img_0', 'img_1', 'img_2', 'img_3']);
    expect(images(bigger).every((l) => l.visible)).toBe(true);
  });
});

describe('changing the layout', () => {
  it('keeps the cell order, parks what does not fit and brings it back', () => {
    let doc = addPhotos(createCollageDocument({ layoutId: 'grid-2x2', width: 2000, height: 2000 }), photos(4));
    doc = setLayout(doc, 'rows-2');
    expect(cellImages(doc)).toEqual(['img_0', 'img_1']);
    expect(images(doc).filter((l) => !l.visible).map((l) => l.imageId)).toEqual(['img_2', 'img_3']);
    doc = setLayout(doc, 'columns-5');
    expect(cellImages(doc)).toEqual(['img_0', 'img_1', 'img_2', 'img_3', null]);
    // Every shown photo is placed in its new cell.
    const rects = cellRects(doc.collage as NonNullable<EditorDocument['collage']>, doc.canvas);
    doc.collage?.cells.forEach((c, i) => {
      if (c.layerId !== null) expect(images(doc).find((l) => l.id === c.layerId)?.clip).toEqual({ ...(rects[i] as Rect), radius: 0 });
    });
  });

  it('drops the dragged borders of the old layout, and ignores unknown or unchanged ids', () => {
    const doc = addPhotos(createCollageDocument({ layoutId: 'grid-2x2', width: 2000, height: 2000 }), photos(2));
    const moved = { ...doc, collage: { ...(doc.collage as NonNullable<EditorDocument['collage']>), weights: [[0.3, 0.7], [0.5, 0.5], [0.5, 0.5]] } };
    expect(setLayout(moved, 'grid-3x2').collage?.weights).toBeUndefined();
    expect(setLayout(doc, 'no-such')).toBe(doc);
    expect(setLayout(doc, 'grid-2x2')).toBe(doc);
  });

  it('does not take a hidden sticker for a parked photo', () => {
    const doc = addPhotos(createCollageDocument({ layoutId: 'columns-2', width: 2000, height: 1000 }), photos(1));
    const sticker: ImageLayer = { ...(images(doc)[0] as ImageLayer), id: 'sticker', imageId: 'img_sticker', visible: false };
    const { clip: _clip, ...plain } = sticker;
    const bigger = setLayout({ ...doc, layers: [...doc.layers, plain] }, 'columns-3');
    expect(cellImages(bigger)).toEqual(['img_0', null, null]);
  });
});

describe('removing a photo', () => {
  it('empties the cell and removes its layer', () => {
    const doc = removePhoto(addPhotos(createCollageDocument({ layoutId: 'columns-3', width: 3000, height: 1000 }), photos(3)), 1);
    expect(cellImages(doc)).toEqual(['img_0', null, 'img_2']);
    expect(images(doc)).toHaveLength(2);
    expect(removePhoto(doc, 1)).toBe(doc);
  });
});

describe('canvas and style', () => {
  it('resizes the canvas and places the photos again', () => {
    const doc = addPhotos(createCollageDocument({ layoutId: 'columns-2', width: 2000, height: 1000 }), photos(2));
    const resized = setCanvasSize(doc, 1000, 1000);
    expect(resized.canvas).toMatchObject({ width: 1000, height: 1000 });
    expect(images(resized)[0]?.clip).toEqual({ ...(cellRects(resized.collage as NonNullable<EditorDocument['collage']>, resized.canvas)[0] as Rect), radius: 0 });
    expect(setCanvasSize(resized, 1000, 1000)).toBe(resized);
  });

  it('clamps spacing, margin and radius', () => {
    const doc = createCollageDocument({ layoutId: 'columns-2', width: 2000, height: 1000 });
    const styled = setCollageStyle(doc, { spacing: 5, margin: -1, radius: 0.05 });
    expect(styled.collage).toMatchObject({ spacing: COLLAGE_LIMITS.spacing[1], margin: 0, radius: 0.05 });
    expect(setCollageStyle(styled, { radius: 0.05, spacing: Number.NaN })).toBe(styled);
  });

  it('offers the presets in their ratios, the long side 3000', () => {
    // The shorter side is the ratio of 3000 rounded to a whole pixel.
    const expected: Record<string, number> = { square: 1, '4:5': 4 / 5, '16:9': 16 / 9, '9:16': 9 / 16, a4: 210 / 297, letter: 8.5 / 11 };
    expect(ASPECT_PRESETS.map((p) => p.id).sort()).toEqual(Object.keys(expected).sort());
    for (const p of ASPECT_PRESETS) {
      expect(Math.max(p.width, p.height)).toBe(3000);
      const ratio = expected[p.id] ?? NaN;
      expect(Math.min(p.width, p.height)).toBe(Math.round(3000 * Math.min(ratio, 1 / ratio)));
      expect(p.width >= p.height).toBe(ratio >= 1);
    }
  });

  it('gives print sizes at 300 dpi, scaled down past the largest canvas', () => {
    expect(printSize(6, 4)).toEqual({ width: 1800, height: 1200 });
    expect(printSize(8.5, 11, 150)).toEqual({ width: 1275, height: 1650 });
    expect(printSize(40, 20)).toEqual({ width: 8192, height: 4096 });
  });
});

describe('freestyle', () => {
  it('keeps every photo where its cell was, whole, unclipped and framed', () => {
    const doc = addPhotos(createCollageDocument({ layoutId: 'feature-left-3', width: 1800, height: 1200 }), photos(3));
    const rects = cellRects(doc.collage as NonNullable<EditorDocument['collage']>, doc.canvas);
    const free = toFreestyle(doc);
    expect(free.collage).toMatchObject({ layout: 'freestyle', cells: [] });
    doc.collage?.cells.forEach((c, i) => {
      const layer = images(free).find((l) => l.id === c.layerId) as ImageLayer;
      const rect = rects[i] as Rect;
      expect(layer.clip).toBeUndefined();
      expect(layer.frame).toMatchObject({ borderColor: '#ffffffff' });
      expect(layer.frame?.shadow).toBeGreaterThan(0);
      const w = layer.width * layer.transform.scaleX;
      const h = layer.height * layer.transform.scaleY;
      expect(layer.transform.x).toBeCloseTo(rect.x + rect.width / 2, 9);
      expect(layer.transform.y).toBeCloseTo(rect.y + rect.height / 2, 9);
      expect(w <= rect.width + 1e-9 && h <= rect.height + 1e-9).toBe(true);
    });
    expect(toFreestyle(free)).toBe(free);
    expect(setLayout(doc, 'freestyle')).toEqual(free);
  });

  it('adds photos framed on the canvas, and a layout takes them back into cells', () => {
    const free = addPhotos(createCollageDocument({ layoutId: 'freestyle', width: 2000, height: 1000 }), photos(2));
    expect(images(free)).toHaveLength(2);
    expect(images(free).every((l) => l.frame !== undefined && l.clip === undefined)).toBe(true);
    const grid = setLayout(free, 'columns-2');
    expect(cellImages(grid)).toEqual(['img_0', 'img_1']);
    expect(images(grid).every((l) => l.frame === undefined && l.clip !== undefined)).toBe(true);
  });
});
