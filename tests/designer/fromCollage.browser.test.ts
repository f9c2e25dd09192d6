// "Continue in designer" as the engine draws it: a collage and the design made of it (fromCollage.ts) are
// the same picture — each cell's photo cut by its frame shape where the collage cut it by the cell, rounded
// corners included — in the CPU reference and in WebGL2; and a photo moved in the designer takes its
// cut-out along.
import { describe, expect, it } from 'vitest';
import { zoomCell } from '../../src/lib/shared/collage/cells';
import { withCollageState } from '../../src/lib/shared/collage/apply';
import { addPhotos, createCollageDocument, setCollageStyle } from '../../src/lib/shared/collage/document';
import { collageToDesign } from '../../src/lib/shared/designer/fromCollage';
import { moveLayers } from '../../src/lib/shared/designer/transform';
import { addShapeLayer } from '../../src/lib/shared/editor/layers';
import type { EditorDocument, ImageLayer, LayerClip } from '../../src/lib/shared/editor/types';
import type { Raster } from '../../workers/editor/raster';
import { pixelAt, testPicture } from '../editor/support/pictures';
import { createRenderers } from '../editor/support/renderers';

const r = createRenderers();
const SIZES = [[320, 240], [200, 300], [260, 260], [300, 180], [240, 200]] as const;
SIZES.forEach(([w, h], i) => r.images.set(`img_${i}`, testPicture(w, h, { seed: 11 + i })));

function collage(): EditorDocument {
  let doc = createCollageDocument({ layoutId: 'grid-2x2', width: 400, height: 400, background: '#204060ff' });
  doc = addPhotos(doc, SIZES.map(([width, height], i) => ({ imageId: `img_${i}`, width, height })));
  doc = setCollageStyle(doc, { spacing: 0.03, margin: 0.04, radius: 0.08 });
  const zoomed = doc.layers.find((l) => l.id === doc.collage!.cells[1]!.layerId) as ImageLayer;
  doc = withCollageState(doc, zoomCell(doc.collage!, doc.canvas, 1, 2.5, zoomed));
  return addShapeLayer(doc, { shape: 'ellipse', width: 80, height: 50, fill: '#ff000080' }).document;
}

/** Share of pixels whose channels differ by more than `tolerance` anywhere. */
function differing(a: Raster, b: Raster, tolerance: number): number {
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const p = pixelAt(a, x, y);
      const q = pixelAt(b, x, y);
      if (p.some((v, c) => Math.abs(v - (q[c] ?? 0)) > tolerance)) count++;
    }
  }
  return count / (a.width * a.height);
}

/** Distance from a point to the outline of a rounded rectangle. */
function toOutline(c: LayerClip, x: number, y: number): number {
  const hx = c.width / 2 - c.radius;
  const hy = c.height / 2 - c.radius;
  const qx = Math.abs(x - (c.x + c.width / 2)) - hx;
  const qy = Math.abs(y - (c.y + c.height / 2)) - hy;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return Math.abs(outside + Math.min(Math.max(qx, qy), 0) - c.radius);
}

/**
 * Pixels differing by more than 8 levels on a cell's rim, and elsewhere. The rim is 3 px: a frame shape is
 * a coverage mask at the photo's own resolution, so its soft edge is a photo pixel wide (here the zoomed-in
 * photo's pixels are over 2 canvas pixels).
 */
function offRim(a: Raster, b: Raster, cells: readonly LayerClip[]): { rim: number; elsewhere: number } {
  let rim = 0;
  let elsewhere = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const p = pixelAt(a, x, y);
      const q = pixelAt(b, x, y);
      if (!p.some((v, c) => Math.abs(v - (q[c] ?? 0)) > 8)) continue;
      if (cells.some((c) => toOutline(c, x + 0.5, y + 0.5) < 3)) rim++;
      else elsewhere++;
    }
  }
  return { rim, elsewhere };
}

describe('a collage continued in the designer, drawn', () => {
  it('is the same picture as the collage, in the CPU reference and in WebGL2', async () => {
    const source = collage();
    const design = collageToDesign(source);
    const before = await r.cpu(source);
    const after = await r.cpu(design);
    const gpu = await r.gpu(design);
    // Nothing differs much anywhere; what differs a little is the antialiased rim of a cell's rounded edge.
    expect(differing(before, after, 64)).toBe(0);
    expect(differing(before, gpu, 64)).toBe(0);
    const cells = source.layers.flatMap((l) => (l.kind === 'image' && l.visible && l.clip ? [l.clip] : []));
    expect(cells).toHaveLength(4);
    const off = offRim(before, after, cells);
    expect(off.rim).toBeGreaterThan(0);
    expect(off.elsewhere).toBe(0);
  });

  it('moves a photo with its cut-out: the same pixels, further along', async () => {
    const design = collageToDesign(collage());
    const photo = design.layers.find((l) => l.kind === 'image' && l.visible && l.shapeMask) as ImageLayer;
    const alone: EditorDocument = { ...design, layers: [photo] };
    const moved = moveLayers(alone, [photo.id], 40, 30);
    const a = await r.cpu(alone);
    const b = await r.cpu(moved);
    let same = 0;
    let total = 0;
    for (let y = 0; y < 360; y += 3) {
      for (let x = 0; x < 350; x += 3) {
        const p = pixelAt(a, x, y);
        if (p[0] === 0x20 && p[1] === 0x40 && p[2] === 0x60) continue;
        total++;
        const q = pixelAt(b, x + 40, y + 30);
        if (p.every((v, c) => Math.abs(v - (q[c] ?? 0)) <= 2)) same++;
      }
    }
    expect(total).toBeGreaterThan(500);
    expect(same / total).toBeGreaterThan(0.97);
  });
});
