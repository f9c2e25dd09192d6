// "Continue in designer": a collage becomes a design the user recognises — every photo shows the same part
// of itself where it showed before (and is picked where it shows), texts and shapes stay, photos waiting
// without a cell stay hidden, and the design is a sound document (restoreDocument repairs nothing).
import { describe, expect, it } from 'vitest';
import { zoomCell } from '../../src/lib/shared/collage/cells';
import { addPhotos, createCollageDocument, setCollageStyle, toFreestyle } from '../../src/lib/shared/collage/document';
import { withCollageState } from '../../src/lib/shared/collage/apply';
import { collageToDesign, formatOfCanvas } from '../../src/lib/shared/designer/fromCollage';
import { moveLayers, hitLayer } from '../../src/lib/shared/designer/transform';
import { addTextLayer } from '../../src/lib/shared/editor/edits';
import { applyAffine, canvasToLayerMap } from '../../src/lib/shared/editor/geometry';
import { addShapeLayer, stackOf } from '../../src/lib/shared/editor/layers';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import type { EditorDocument, ImageLayer, LayerClip } from '../../src/lib/shared/editor/types';

const photo = (n: number) => ({ imageId: `img_${n}`, width: 1600 + n * 200, height: 1200 - n * 100, name: `photo ${n}.jpg` });
const images = (doc: EditorDocument): ImageLayer[] => doc.layers.filter((l): l is ImageLayer => l.kind === 'image');
const NONE = new Map<string, { width: number; height: number }>();

/** A 2×2 collage on an Instagram-post canvas: four photos in cells (one zoomed in), one parked, rounded corners, a text and a shape on top. */
function collage(): EditorDocument {
  let doc = createCollageDocument({ layoutId: 'grid-2x2', width: 1080, height: 1080 });
  doc = addPhotos(doc, [0, 1, 2, 3, 4].map(photo));
  doc = setCollageStyle(doc, { spacing: 0.03, margin: 0.04, radius: 0.06 });
  const zoomed = images(doc).find((l) => l.id === doc.collage!.cells[1]!.layerId)!;
  doc = withCollageState(doc, zoomCell(doc.collage!, doc.canvas, 1, 2.5, zoomed));
  doc = addTextLayer(doc, { text: 'Summer 2026', fontSize: 90, color: '#ffffff' }).document;
  doc = addShapeLayer(doc, { shape: 'ellipse', width: 200, height: 120, fill: '#ff000080' }).document;
  return doc;
}

/** Where a collage photo shows: inside its cell (rounded corners included) and inside its own box. */
function showsInCollage(layer: ImageLayer, x: number, y: number): boolean {
  const clip = layer.clip as LayerClip;
  const [u, v] = applyAffine(canvasToLayerMap(layer.transform, layer.width, layer.height), x, y);
  if (u < 0 || v < 0 || u > layer.width || v > layer.height) return false;
  if (x < clip.x || y < clip.y || x > clip.x + clip.width || y > clip.y + clip.height) return false;
  const r = clip.radius;
  const cx = Math.min(Math.max(x, clip.x + r), clip.x + clip.width - r);
  const cy = Math.min(Math.max(y, clip.y + r), clip.y + clip.height - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** Distance from (x, y) to the nearest edge of the clip's rectangle (points near an edge are left out: antialiasing). */
const nearEdge = (clip: LayerClip, x: number, y: number, r = 2): boolean =>
  Math.abs(x - clip.x) < r || Math.abs(x - clip.x - clip.width) < r || Math.abs(y - clip.y) < r || Math.abs(y - clip.y - clip.height) < r || (clip.radius > 0 && (Math.min(Math.abs(x - clip.x), Math.abs(x - clip.x - clip.width)) < clip.radius + r && Math.min(Math.abs(y - clip.y), Math.abs(y - clip.y - clip.height)) < clip.radius + r));

describe('collageToDesign', () => {
  it('makes a designer document of the canvas size’s format, without the layout, that restoreDocument accepts as it is', () => {
    const source = collage();
    const design = collageToDesign(source);
    expect(design.section).toBe('designer');
    expect(design.designer).toEqual({ format: 'instagram-post' });
    expect(design.collage).toBeUndefined();
    expect(design.operations).toEqual([]);
    expect(design.canvas).toEqual(source.canvas);
    const restored = restoreDocument(JSON.parse(JSON.stringify(design)));
    expect(restored.ok && restored.repairs).toEqual([]);
    expect(restored.ok && restored.document).toEqual(design);
    // The collage itself is untouched: it stays a collage project.
    expect(source.section).toBe('collage');
    expect(images(source).every((l) => l.clip && !l.shapeMask)).toBe(true);
  });

  it('keeps every layer in the collage’s drawing order: photos, then the text and the shape on top', () => {
    const source = collage();
    const design = collageToDesign(source);
    expect(design.layers.map((l) => l.id)).toEqual(stackOf(source).map((l) => l.id));
    expect(design.layers.map((l) => l.kind)).toEqual(['image', 'image', 'image', 'image', 'image', 'text', 'shape']);
    const text = design.layers.find((l) => l.kind === 'text');
    expect(text).toEqual(source.layers.find((l) => l.kind === 'text'));
    expect(design.layers.find((l) => l.kind === 'shape')).toEqual(source.layers.find((l) => l.kind === 'shape'));
  });

  it('shows each cell’s photo exactly where and as much as the collage did, and a click there picks that photo', () => {
    const source = collage();
    const design = collageToDesign(source);
    const cellPhotos = source.collage!.cells.map((c) => images(source).find((l) => l.id === c.layerId)!);
    const withoutGraphics: EditorDocument = { ...design, layers: design.layers.filter((l) => l.kind === 'image') };
    let checked = 0;
    for (let y = 3; y < 1080; y += 17) {
      for (let x = 3; x < 1080; x += 17) {
        if (cellPhotos.some((l) => nearEdge(l.clip!, x, y))) continue;
        const owner = cellPhotos.find((l) => showsInCollage(l, x, y));
        expect(hitLayer(withoutGraphics, x, y, NONE)?.id ?? null, `at ${x},${y}`).toBe(owner?.id ?? null);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2500);
    // The zoomed photo's box spills far over the other cells: its cell became its frame shape.
    const zoomed = design.layers.find((l) => l.id === source.collage!.cells[1]!.layerId) as ImageLayer;
    expect(zoomed.clip).toBeUndefined();
    expect(zoomed.shapeMask?.shape).toBe('path');
    expect(zoomed.shapeMask?.path).toMatchObject({ viewWidth: zoomed.width, viewHeight: zoomed.height });
  });

  it('lets a photo move with its cut-out: moved in the designer, it shows the same part of itself', () => {
    const design = collageToDesign(collage());
    const photoLayer = images(design).find((l) => l.visible && l.shapeMask)!;
    const [x, y] = [photoLayer.transform.x, photoLayer.transform.y];
    const others: EditorDocument = { ...design, layers: [photoLayer] };
    expect(hitLayer(others, x, y, NONE)?.id).toBe(photoLayer.id);
    const moved = moveLayers(others, [photoLayer.id], 300, -200);
    expect(hitLayer(moved, x + 300, y - 200, NONE)?.id).toBe(photoLayer.id);
    expect((moved.layers[0] as ImageLayer).shapeMask).toEqual(photoLayer.shapeMask);
  });

  it('keeps the parked photo as a hidden layer, and photos keep their own adjustments', () => {
    let source = collage();
    const parkedId = images(source).find((l) => !l.visible)!.id;
    const cellId = source.collage!.cells[0]!.layerId!;
    const ops = [{ id: 'op_1', type: 'brightness', params: { amount: 20 }, enabled: true }];
    source = { ...source, layers: source.layers.map((l) => (l.id === cellId && l.kind === 'image' ? { ...l, operations: ops } : l)) };
    const design = collageToDesign(source);
    const parked = design.layers.find((l) => l.id === parkedId) as ImageLayer;
    expect(parked).toMatchObject({ kind: 'image', visible: false, imageId: 'img_4' });
    expect(parked.clip).toBeUndefined();
    expect((design.layers.find((l) => l.id === cellId) as ImageLayer).operations).toEqual(ops);
    expect(images(design).map((l) => l.imageId).sort()).toEqual(['img_0', 'img_1', 'img_2', 'img_3', 'img_4']);
  });

  it('carries a freestyle collage over as it is: no cells, frames kept', () => {
    const source = toFreestyle(collage());
    const design = collageToDesign(source);
    const framed = images(source).filter((l) => l.frame);
    expect(framed.length).toBe(4);
    for (const layer of framed) expect(design.layers.find((l) => l.id === layer.id)).toEqual(layer);
    const restored = restoreDocument(JSON.parse(JSON.stringify(design)));
    expect(restored.ok && restored.repairs).toEqual([]);
  });

  it('drops the clip of a fitted photo its square cell does not cut, and names other sizes custom', () => {
    let doc = createCollageDocument({ layoutId: 'grid-2x2', width: 1000, height: 700 });
    doc = addPhotos(doc, [photo(0)]);
    const cell = doc.collage!.cells.map((c) => ({ ...c, fit: 'fit' as const }));
    doc = withCollageState(doc, { ...doc.collage!, cells: cell });
    const design = collageToDesign(doc);
    const layer = images(design)[0]!;
    expect(layer.clip).toBeUndefined();
    expect(layer.shapeMask).toBeUndefined();
    expect(design.designer?.format).toBe('custom');
    expect(formatOfCanvas({ width: 1280, height: 720 })).toBe('youtube-thumbnail');
  });

  it('turns document operations into an adjustment layer over the photos and under the text', () => {
    const source: EditorDocument = { ...collage(), operations: [{ id: 'op_9', type: 'brightness', params: { amount: 10 }, enabled: true }] };
    const design = collageToDesign(source);
    expect(design.operations).toEqual([]);
    const kinds = design.layers.map((l) => l.kind);
    expect(kinds).toEqual(['image', 'image', 'image', 'image', 'image', 'adjustment', 'text', 'shape']);
    const adjustment = design.layers[5]!;
    expect(adjustment.kind === 'adjustment' && adjustment.operations.map((o) => o.type)).toEqual(['brightness']);
    const restored = restoreDocument(JSON.parse(JSON.stringify(design)));
    expect(restored.ok && restored.repairs).toEqual([]);
  });
});
