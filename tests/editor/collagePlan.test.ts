// How the engine plans a collage: a clipped layer touches only its cell's pixels, a frame is drawn just
// before its layer, a canvas pattern is sized from the picture's shorter side, a photo shown far smaller
// than its raster is drawn from a reduced copy; and the CPU reference shows each where it belongs.
import { describe, expect, it } from 'vitest';
import { CANVAS_PATTERNS, isPatternId, patternIndex } from '../../src/lib/shared/collage/patterns';
import { renderDocumentCpu } from '../../workers/editor/cpu/cpuRenderer';
import { ImageStore } from '../../workers/editor/images';
import { UNTRACKED } from '../../workers/editor/jobs';
import { PATTERN_KERNELS } from '../../workers/editor/ops/patterns';
import { planComposition } from '../../workers/editor/pipeline/layers';
import { halve, levelFor, levelSize } from '../../workers/editor/pipeline/levels';
import { collageDoc, FRAME, photoLayer } from './support/collageDocs';
import { pixelAt, testPicture } from './support/pictures';

const photo = { width: 4000, height: 3000 };
const sizes = (): { width: number; height: number } => photo;

/** A 3 × 3 grid of cells with 20 px gaps on a 6000 × 6000 canvas, each filled with a 4000 × 3000 photo. */
function grid(): ReturnType<typeof collageDoc> {
  const cell = (6000 - 4 * 20) / 3;
  const layers = Array.from({ length: 9 }, (_, i) => {
    const x = 20 + (i % 3) * (cell + 20);
    const y = 20 + Math.floor(i / 3) * (cell + 20);
    const scale = cell / 3000;
    return photoLayer(`p${i}`, `img${i}`, photo, { x: x + cell / 2, y: y + cell / 2, scaleX: scale, scaleY: scale, rotation: 0 }, { clip: { x, y, width: cell, height: cell, radius: 40 } });
  });
  return collageDoc(6000, 6000, layers);
}

describe('planning a collage', () => {
  it('each cell’s layer touches only its cell’s pixels', () => {
    const plan = planComposition(grid(), 0.1, sizes);
    if (plan.kind !== 'layers') throw new Error('layers expected');
    const bounds = plan.steps.map((s) => (s.kind === 'draw' ? s.draw.bounds : null));
    expect(bounds).toHaveLength(9);
    // Cell 0 spans 2 … 199.3 output px at scale 0.1; its photo (4000 × 3000 scaled to cover) is much wider.
    expect(bounds[0]).toEqual([1, 1, 201, 201]);
    expect(bounds[4]).toEqual([200, 200, 400, 400]);
    const area = bounds.reduce((sum, b) => sum + (b ? (b[2] - b[0]) * (b[3] - b[1]) : 0), 0);
    expect(area).toBeLessThan(600 * 600 * 1.05);
  });

  it('draws a photo shown small from a reduced copy: never magnified when exact, the nearest with one tap in a preview', () => {
    const first = (p: ReturnType<typeof planComposition>) => (p.kind === 'layers' && p.steps[0]?.kind === 'draw' ? p.steps[0].draw : undefined);
    // 15.2 photo pixels an output pixel at a tenth: level 3 (8×) with 2 × 2 taps, or in a preview level 4 (16×) with one.
    const exact = first(planComposition(grid(), 0.1, sizes));
    const preview = first(planComposition(grid(), 0.1, sizes, true));
    expect([exact?.level, exact?.params[6]]).toEqual([3, 2]);
    expect([preview?.level, preview?.params[6]]).toEqual([4, 1]);
    expect(first(planComposition(grid(), 1, sizes, true))?.level).toBeUndefined();
    expect([levelFor(1.9, photo), levelFor(2, photo), levelFor(3, photo), levelFor(1.9, photo, true), levelFor(3, photo, true)]).toEqual([0, 1, 1, 0, 2]);
    expect(levelSize({ width: 4001, height: 3000 }, 2)).toEqual({ width: 1000, height: 750 });
  });

  it('puts a frame just under its layer, and the pattern under everything', () => {
    const doc = grid();
    const framed = { ...doc, canvas: { ...doc.canvas, pattern: { id: 'dots', color: '#000000ff', scale: 2 } }, layers: doc.layers.map((l, i) => (i === 4 && l.kind === 'image' ? { ...l, frame: FRAME } : l)) };
    const plan = planComposition(framed, 0.1, sizes);
    if (plan.kind !== 'layers') throw new Error('layers expected');
    expect(plan.steps.map((s) => s.kind)).toEqual(['draw', 'draw', 'draw', 'draw', 'frame', 'draw', 'draw', 'draw', 'draw', 'draw']);
    // Repeat: 600 px shorter side × 0.04 (the catalogue's) × 2.
    expect(plan.pattern?.slice(0, 2)).toEqual([patternIndex('dots'), 48]);
  });
});

describe('reduced copies', () => {
  it('average 2 × 2 blocks, are made once from the nearest kept level, and go when the image changes', () => {
    const pic = testPicture(9, 6, { seed: 3 });
    const half = halve(pic);
    expect([half.width, half.height]).toEqual([4, 3]);
    const block = [0, 1, 9, 10].map((i) => pic.data[i * 4] ?? 0);
    expect(half.data[0]).toBe((block.reduce((x, y) => x + y, 0) + 2) >> 2);
    const images = new ImageStore();
    images.set('p', testPicture(64, 48, { seed: 5 }));
    const two = images.level('p', 2);
    expect([two?.width, two?.height]).toEqual([16, 12]);
    expect(images.level('p', 2)).toBe(two);
    expect(images.level('p', 3)?.data).toEqual(halve(two as NonNullable<typeof two>).data);
    images.set('p', testPicture(64, 48, { seed: 6 }));
    expect(images.level('p', 2)).not.toBe(two);
  });
});

describe('the pattern catalogue', () => {
  it('has at least 20 patterns, each with a kernel, looked up by id only', () => {
    expect(CANVAS_PATTERNS.length).toBeGreaterThanOrEqual(20);
    expect(PATTERN_KERNELS.every((k, i) => k?.id === CANVAS_PATTERNS[i]?.id)).toBe(true);
    expect(isPatternId('hexagons')).toBe(true);
    expect(isPatternId('constructor')).toBe(false);
    expect(new Set(CANVAS_PATTERNS.map((p) => p.id)).size).toBe(CANVAS_PATTERNS.length);
  });
});

describe('the CPU reference of a collage', () => {
  it('shows the photo inside the rounded cell, the background outside it and in the cut corner', async () => {
    const images = new ImageStore();
    const pic = testPicture(60, 60, { seed: 7 });
    images.set('a', pic);
    const layer = photoLayer('a', 'a', pic, { x: 50, y: 50, scaleX: 2, scaleY: 2, rotation: 0 }, { clip: { x: 20.5, y: 20, width: 60, height: 60, radius: 20 } });
    const doc = collageDoc(100, 100, [layer], '#102030ff');
    const out = await renderDocumentCpu(doc, 1, images, null, UNTRACKED);
    expect(pixelAt(out, 10, 50)).toEqual([16, 32, 48, 255]);
    expect(pixelAt(out, 21, 21)).toEqual([16, 32, 48, 255]);
    expect(pixelAt(out, 50, 50)).not.toEqual([16, 32, 48, 255]);
    // The edge is antialiased: the pixel the clip's left edge halves is half photo, half background.
    const unclipped = await renderDocumentCpu(collageDoc(100, 100, [{ ...layer, clip: undefined }], '#102030ff'), 1, images, null, UNTRACKED);
    const half = pixelAt(unclipped, 20, 50).map((v, i) => (v + ([16, 32, 48, 255][i] ?? 0)) / 2);
    pixelAt(out, 20, 50).forEach((v, i) => expect(Math.abs(v - (half[i] ?? 0))).toBeLessThanOrEqual(1));
  });
});
