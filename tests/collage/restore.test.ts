// A collage project saved and reopened comes back exactly as left, and a damaged one is repaired rather
// than refused: an unknown layout becomes the automatic one, cells are cut or padded to the layout, cells
// naming missing layers become empty, numbers are clamped.
import { describe, expect, it } from 'vitest';
import { applyCollage, withCollageState } from '../../src/lib/shared/collage/apply';
import { panCell, setCellFit, swapCells, zoomCell } from '../../src/lib/shared/collage/cells';
import { addPhotos, createCollageDocument, setCollageStyle, setLayout, toFreestyle } from '../../src/lib/shared/collage/document';
import { collageBorders, moveBorder } from '../../src/lib/shared/collage/geometry';
import type { CollageState } from '../../src/lib/shared/collage/types';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import type { EditorDocument, ImageLayer } from '../../src/lib/shared/editor/types';

const PHOTOS = [
  { imageId: 'img_a', width: 4000, height: 3000 },
  { imageId: 'img_b', width: 3000, height: 4000 },
  { imageId: 'img_c', width: 2000, height: 2000 },
  { imageId: 'img_d', width: 5000, height: 2000 },
];

function edited(): EditorDocument {
  let doc = addPhotos(createCollageDocument({ layoutId: 'feature-left-4', width: 3000, height: 2000, background: '#fafafa' }), PHOTOS);
  doc = setCollageStyle(doc, { spacing: 0.013, margin: 0.027, radius: 0.02 });
  const state = doc.collage as CollageState;
  const size = (i: number): ImageLayer => doc.layers.find((l) => l.id === state.cells[i]?.layerId) as ImageLayer;
  let next = state;
  for (const border of collageBorders(next, doc.canvas)) next = moveBorder(next, doc.canvas, border.id, 77);
  next = zoomCell(next, doc.canvas, 0, 2.3, size(0), { x: 700, y: 900 });
  next = panCell(next, doc.canvas, 0, -123.4, 56.7, size(0));
  next = setCellFit(next, 2, 'fit');
  next = panCell(next, doc.canvas, 2, 30, 0, size(2));
  next = swapCells(next, 1, 3);
  return withCollageState(doc, next);
}

function restored(input: unknown): { document: EditorDocument; repairs: string[] } {
  const result = restoreDocument(input);
  if (!result.ok) throw new Error(`not restored: ${result.reason}`);
  return result;
}

describe('the project round trip', () => {
  it('brings a collage back deep-equal through JSON, with nothing repaired', () => {
    const doc = edited();
    expect(doc.collage?.weights).toBeDefined();
    const { document, repairs } = restored(JSON.stringify(doc));
    expect(repairs).toEqual([]);
    expect(document).toEqual(doc);
    expect(applyCollage(document)).toBe(document);
  });

  it('keeps parked photos and a freestyle hand-over', () => {
    const parked = setLayout(edited(), 'columns-2');
    expect(restored(JSON.stringify(parked))).toMatchObject({ document: parked, repairs: [] });
    const free = toFreestyle(edited());
    expect(restored(JSON.stringify(free))).toMatchObject({ document: free, repairs: [] });
  });

  it('keeps an empty collage and a freestyle one', () => {
    for (const layoutId of ['grid-3x3', 'freestyle']) {
      const doc = createCollageDocument({ layoutId, width: 1000, height: 1500 });
      expect(restored(JSON.stringify(doc))).toMatchObject({ document: doc, repairs: [] });
    }
  });
});

type Json = Record<string, unknown>;

describe('repairs', () => {
  /** A stored collage (as JSON would give it back) and its collage state, to damage. */
  const stored = (): { doc: Json & { layers: Json[] }; raw: Json & { cells: Json[] } } => {
    const doc = JSON.parse(JSON.stringify(edited())) as Json & { layers: Json[]; collage: Json & { cells: Json[] } };
    return { doc, raw: doc.collage };
  };

  it('gives an unknown layout the automatic one for its photos', () => {
    const { doc, raw } = stored();
    const { document, repairs } = restored({ ...doc, collage: { ...raw, layout: 'constructor' } });
    expect(repairs).toEqual(['collage.layout', 'collage.weights']);
    expect(document.collage?.layout).toBe('grid-2x2');
    expect(document.collage?.weights).toBeUndefined();
  });

  it('cuts extra cells and pads missing ones to the layout', () => {
    const { doc, raw } = stored();
    const cells = raw.cells;
    const more = restored({ ...doc, collage: { ...raw, cells: [...cells, ...cells] } });
    expect(more.repairs).toEqual(['collage.cells.length']);
    expect(more.document.collage?.cells).toEqual(cells);
    const fewer = restored({ ...doc, collage: { ...raw, cells: cells.slice(0, 1) } });
    expect(fewer.repairs).toEqual(['collage.cells.length']);
    expect(fewer.document.collage?.cells).toHaveLength(4);
    expect(fewer.document.collage?.cells.slice(1).every((c) => c.layerId === null)).toBe(true);
  });

  it('clamps numbers and defaults what cannot be read', () => {
    const { doc, raw } = stored();
    const cells = raw.cells;
    const bad = [{ ...cells[0], zoom: Number.NaN, panX: 3, fit: 'stretch' }, ...cells.slice(1)];
    const { document, repairs } = restored({ ...doc, collage: { ...raw, cells: bad, spacing: Infinity, margin: 2, radius: '0.1' } });
    expect(document.collage?.cells[0]).toMatchObject({ zoom: 1, panX: 0.5, fit: 'fill' });
    expect(document.collage).toMatchObject({ spacing: 0.02, margin: 0.15, radius: 0 });
    expect([...repairs].sort()).toEqual(['collage.cells[0].fit', 'collage.cells[0].panX', 'collage.cells[0].zoom', 'collage.margin', 'collage.radius', 'collage.spacing']);
  });

  it('empties cells naming missing layers, non-image layers or a photo another cell shows', () => {
    const { doc, raw } = stored();
    const cells = raw.cells;
    doc.layers.push({ ...(doc.layers[0] as Json), id: 'text1', kind: 'text', text: 'hi' });
    const bad = [{ ...cells[0], layerId: 'gone' }, { ...cells[1], layerId: 'text1' }, { ...cells[2], layerId: cells[3]?.layerId }, cells[3]];
    const { document, repairs } = restored({ ...doc, collage: { ...raw, cells: bad } });
    expect(document.collage?.cells.map((c) => c.layerId)).toEqual([null, null, cells[3]?.layerId, null]);
    expect(repairs.filter((r) => r.startsWith('collage'))).toEqual(['collage.cells[0].layerId', 'collage.cells[1].layerId', 'collage.cells[3].layerId']);
  });

  it('drops weights that do not fit the layout', () => {
    const { doc, raw } = stored();
    const { document, repairs } = restored({ ...doc, collage: { ...raw, weights: [[0.5, 0.5]] } });
    expect(document.collage?.weights).toBeUndefined();
    expect(repairs).toEqual(['collage.weights']);
  });

  it('rebuilds an unreadable state, and drops one on a document that is not a collage', () => {
    const { doc, raw } = stored();
    const broken = restored({ ...doc, collage: 'grid' });
    expect(broken.repairs).toContain('collage');
    expect(broken.document.collage?.layout).toBe('grid-2x2');
    // Its photos fill the automatic layout's cells in layer order.
    expect(broken.document.collage?.cells.map((c) => c.layerId)).toEqual(doc.layers.map((l) => l.id));
    const photo = { ...createPhotoDocument({ imageId: 'img', width: 100, height: 80 }), collage: raw };
    const other = restored(JSON.stringify(photo));
    expect(other.repairs).toEqual(['collage']);
    expect(other.document.collage).toBeUndefined();
  });
});
