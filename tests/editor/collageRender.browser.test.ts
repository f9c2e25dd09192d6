// Collage drawing on WebGL2 matches the CPU reference within gpuMatchesCpu's tolerance (3 levels a
// channel): rounded clips (normal, a blend mode, a mask, a photo drawn from its reduced copy), frames
// (border and shadow, turned with an unclipped photo), a cell photo's own operations and every canvas pattern.
import { describe, expect, it } from 'vitest';
import { CANVAS_PATTERNS } from '../../src/lib/shared/collage/patterns';
import { newMask } from '../../src/lib/shared/editor/masks';
import type { EditorDocument, Operation } from '../../src/lib/shared/editor/types';
import { collageDoc, FRAME, photoLayer } from './support/collageDocs';
import { difference, pixelAt, testPicture } from './support/pictures';
import { createRenderers } from './support/renderers';

const r = createRenderers();
const a = testPicture(80, 60, { seed: 41 });
const b = testPicture(64, 64, { seed: 42 });
const big = testPicture(640, 480, { seed: 43 });
r.images.set('a', a);
r.images.set('b', b);
r.images.set('big', big);

/** Two cells of a 120 × 90 canvas, the left one rounded, the right one with its photo panned. */
function twoCells(): EditorDocument {
  return collageDoc(120, 90, [
    photoLayer('l', 'a', a, { x: 30, y: 45, scaleX: 1.2, scaleY: 1.2, rotation: 0 }, { clip: { x: 4, y: 4, width: 54, height: 82, radius: 14 } }),
    photoLayer('r', 'b', b, { x: 95, y: 40, scaleX: 1.5, scaleY: 1.5, rotation: 0 }, { clip: { x: 62, y: 4, width: 54, height: 82, radius: 6.5 } }),
  ]);
}

async function expectMatch(doc: EditorDocument, scale = 1): Promise<void> {
  const cpu = await r.cpu(doc, scale);
  expect(difference(await r.gpu(doc, 'direct', scale), cpu).max).toBeLessThanOrEqual(3);
}

describe('clipped layers on WebGL2 match the CPU reference', () => {
  it('two rounded cells: the photos show only inside them, the background in the gap and corners', async () => {
    const doc = twoCells();
    const cpu = await r.cpu(doc);
    expect(pixelAt(cpu, 60, 45)).toEqual([244, 239, 230, 255]);
    expect(pixelAt(cpu, 5, 5)).toEqual([244, 239, 230, 255]);
    expect(pixelAt(cpu, 30, 45)).not.toEqual([244, 239, 230, 255]);
    await expectMatch(doc);
  });

  it('in the multiply mode, with a mask, and at half scale', async () => {
    const doc = twoCells();
    const [left, right] = doc.layers;
    if (left?.kind !== 'image' || right?.kind !== 'image') throw new Error('image layers expected');
    const mixed: EditorDocument = { ...doc, layers: [{ ...left, blendMode: 'multiply', opacity: 0.8 }, { ...right, mask: newMask('hide', [{ type: 'selection', shape: { kind: 'rectangle', x: 60, y: 20, width: 40, height: 50 }, mode: 'add' }]) }] };
    await expectMatch(mixed);
    await expectMatch(mixed, 0.5);
  });

  it('a large photo in a small cell is drawn from its reduced copy on both sides', async () => {
    const doc = collageDoc(100, 80, [photoLayer('big', 'big', big, { x: 50, y: 40, scaleX: 0.2, scaleY: 0.2, rotation: 0 }, { clip: { x: 10, y: 10, width: 80, height: 60, radius: 12 } })]);
    await expectMatch(doc);
  });
});

describe("a cell photo's own operations on WebGL2 match the CPU reference", () => {
  const edited = (doc: EditorDocument, id: string, operations: Operation[]): EditorDocument => ({ ...doc, layers: doc.layers.map((l) => (l.kind === 'image' && l.id === id ? { ...l, operations } : l)) });
  const ops: Operation[] = [
    { id: 'op1', type: 'brightness', params: { amount: 60 }, enabled: true },
    { id: 'op2', type: 'sepia', params: { amount: 80 }, enabled: true },
    { id: 'op3', type: 'blur', params: { amount: 40 }, enabled: true },
  ];

  it('only the edited cell changes, on both sides, at full and half scale', async () => {
    const doc = twoCells();
    const plain = await r.cpu(doc);
    const changed = edited(doc, 'l', ops);
    const cpu = await r.cpu(changed);
    // The left cell is brighter; the right cell and the gap are untouched.
    expect(pixelAt(cpu, 30, 45)[0]).toBeGreaterThan((pixelAt(plain, 30, 45)[0] ?? 0) + 20);
    expect(pixelAt(cpu, 95, 40)).toEqual(pixelAt(plain, 95, 40));
    expect(pixelAt(cpu, 60, 45)).toEqual([244, 239, 230, 255]);
    await expectMatch(changed);
    await expectMatch(changed, 0.5);
  });

  it('a disabled operation leaves the photo as it was', async () => {
    const doc = twoCells();
    const off = edited(doc, 'l', ops.map((op) => ({ ...op, enabled: false })));
    expect(difference(await r.cpu(off), await r.cpu(doc)).max).toBe(0);
    expect(difference(await r.gpu(off), await r.gpu(doc)).max).toBe(0);
  });

  it('a large photo is edited at the reduced copy it is drawn from, and a whole-canvas photo too', async () => {
    const small = collageDoc(100, 80, [photoLayer('big', 'big', big, { x: 50, y: 40, scaleX: 0.2, scaleY: 0.2, rotation: 0 }, { clip: { x: 10, y: 10, width: 80, height: 60, radius: 12 } })]);
    await expectMatch(edited(small, 'big', ops));
    // A photo filling the canvas unchanged is otherwise used directly: its operations must still show.
    const whole: EditorDocument = { ...collageDoc(80, 60, [photoLayer('a', 'a', a, { x: 40, y: 30, scaleX: 1, scaleY: 1, rotation: 0 })], '#00000000') };
    const withOps = edited(whole, 'a', ops);
    expect(difference(await r.cpu(withOps), await r.cpu(whole)).max).toBeGreaterThan(40);
    await expectMatch(withOps);
  });
});

describe('frames on WebGL2 match the CPU reference', () => {
  it('a border and shadow turned with an unclipped photo, and around a clipped one', async () => {
    const doc = collageDoc(160, 120, [
      photoLayer('turned', 'a', a, { x: 55, y: 55, scaleX: 0.8, scaleY: 0.8, rotation: -12 }, { frame: FRAME }),
      photoLayer('cell', 'b', b, { x: 118, y: 70, scaleX: 1, scaleY: 1, rotation: 0 }, { clip: { x: 92, y: 44, width: 52, height: 52, radius: 10 }, frame: { ...FRAME, borderColor: '#1d4ed8ff' } }),
    ]);
    const cpu = await r.cpu(doc);
    const plain = await r.cpu({ ...doc, layers: doc.layers.map((l) => (l.kind === 'image' ? { ...l, frame: undefined } : l)) });
    expect(difference(cpu, plain).max).toBeGreaterThan(60);
    // The blue border shows just outside the clipped cell's left edge.
    const border = pixelAt(cpu, 89, 70);
    expect(border[2]).toBeGreaterThan(150);
    expect(border[0]).toBeLessThan(80);
    await expectMatch(doc);
    await expectMatch(doc, 0.5);
  });
});

describe('every canvas pattern on WebGL2 matches the CPU reference', () => {
  it.each(CANVAS_PATTERNS.map((p) => [p.id, p] as const))('%s', async (_id, def) => {
    const doc: EditorDocument = { ...collageDoc(144, 96, [], def.background), canvas: { width: 144, height: 96, background: def.background, pattern: { id: def.id, color: def.color, scale: 1.5 } } };
    const cpu = await r.cpu(doc);
    expect(difference(cpu, await r.cpu(collageDoc(144, 96, [], def.background))).max).toBeGreaterThan(20);
    expect(difference(await r.gpu(doc), cpu).max).toBeLessThanOrEqual(3);
  });
});
