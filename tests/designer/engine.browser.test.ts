// The engine on designer documents (issue 16): one stack (text under a photo is hidden by it), the outline
// shapes, photos inside a frame shape, wrapped, listed and curved text, canvas gradients — and WebGL2
// drawing all of it as the CPU reference does (gpuMatchesCpu's tolerance: 3 levels a channel).
import { describe, expect, it } from 'vitest';
import { DOCUMENT_VERSION, type EditorDocument, type ImageLayer, type Layer, type ShapeLayer, type TextLayer, type Transform } from '../../src/lib/shared/editor/types';
import { measureText } from '../../workers/editor/text';
import type { Raster } from '../../workers/editor/raster';
import { difference, pixelAt, testPicture } from '../editor/support/pictures';
import { createRenderers } from '../editor/support/renderers';

const r = createRenderers();
const photo = testPicture(100, 80, { seed: 7 });
r.images.set('photo', photo);
/** A flat red picture. */
const red: Raster = { width: 60, height: 60, data: new Uint8ClampedArray(60 * 60 * 4).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0)) };
r.images.set('red', red);

const base = { name: '', opacity: 1, visible: true, blendMode: 'normal' as const, locked: false };
const at = (x: number, y: number, extra: Partial<Transform> = {}): Transform => ({ x, y, scaleX: 1, scaleY: 1, rotation: 0, ...extra });

function design(width: number, height: number, layers: Layer[], section: EditorDocument['section'] = 'designer', background = '#ffffffff'): EditorDocument {
  return { version: DOCUMENT_VERSION, section, canvas: { width, height, background }, layers, operations: [], ...(section === 'designer' ? { designer: { format: 'custom' } } : {}) };
}

function text(id: string, value: string, transform: Transform, extra: Partial<TextLayer> = {}): TextLayer {
  return { ...base, id, kind: 'text', text: value, fontFamily: 'sans-serif', fontSize: 40, bold: true, italic: false, color: '#000000ff', align: 'left', lineHeight: 1.2, transform, ...extra };
}

function shape(id: string, kind: ShapeLayer['shape'], transform: Transform, extra: Partial<ShapeLayer> = {}): ShapeLayer {
  return { ...base, id, kind: 'shape', shape: kind, width: 100, height: 100, fill: '#2563ebff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, transform, ...extra };
}

function image(id: string, imageId: string, size: { width: number; height: number }, transform: Transform, extra: Partial<ImageLayer> = {}): ImageLayer {
  return { ...base, id, kind: 'image', imageId, width: size.width, height: size.height, transform, ...extra };
}

/** Colours premultiplied by alpha: where a pixel is nearly transparent its straight colour means little. */
function premultiplied(raster: Raster): Raster {
  const data = new Uint8ClampedArray(raster.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const a = (raster.data[i + 3] ?? 0) / 255;
    for (let c = 0; c < 3; c++) data[i + c] = (raster.data[i + c] ?? 0) * a;
    data[i + 3] = raster.data[i + 3] ?? 0;
  }
  return { ...raster, data };
}

async function expectMatch(doc: EditorDocument, scale = 1): Promise<Raster> {
  const cpu = await r.cpu(doc, scale);
  expect(difference(premultiplied(await r.gpu(doc, 'direct', scale)), premultiplied(cpu)).max).toBeLessThanOrEqual(3);
  return cpu;
}

/** Darkest red+green+blue within [x0, x1) × [y0, y1). */
function darkest(raster: Raster, x0: number, y0: number, x1: number, y1: number): number {
  let min = Infinity;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) {
    const [cr = 0, cg = 0, cb = 0] = pixelAt(raster, x, y);
    min = Math.min(min, cr + cg + cb);
  }
  return min;
}

describe('one stack', () => {
  // A black "MMMM" under a red square photo (the text first in the list = drawn first).
  const layers: Layer[] = [text('t', 'MMMM', at(100, 50)), image('p', 'red', red, at(100, 50, { scaleX: 1.2, scaleY: 1.2 }))];

  it('a text below a photo is hidden by it in a designer document', async () => {
    const cpu = await expectMatch(design(200, 100, layers));
    // Inside the photo only its red shows; the text's letters reach out beside it.
    expect(pixelAt(cpu, 100, 50)).toEqual([255, 0, 0, 255]);
    expect(darkest(cpu, 66, 16, 134, 84)).toBe(255);
    expect(darkest(cpu, 0, 0, 200, 100)).toBeLessThan(100);
  });

  it('but is drawn over it in a photo editor document (text above every picture)', async () => {
    const cpu = await expectMatch(design(200, 100, layers, 'editor'));
    expect(darkest(cpu, 66, 16, 134, 84)).toBeLessThan(100);
  });

  it('a shape between two photos covers the lower one and is covered by the upper one', async () => {
    const doc = design(200, 100, [image('low', 'photo', photo, at(60, 50)), shape('s', 'rectangle', at(100, 50, { scaleX: 0.8, scaleY: 0.8 })), image('high', 'red', red, at(150, 50))]);
    const cpu = await expectMatch(doc);
    expect(pixelAt(cpu, 90, 50)).toEqual([37, 99, 235, 255]);
    expect(pixelAt(cpu, 145, 50)).toEqual([255, 0, 0, 255]);
  });
});

describe('outline shapes', () => {
  it("a star's centre is filled and the corner between two of its points is not", async () => {
    const cpu = await expectMatch(design(120, 120, [shape('star', 'star', at(60, 60))]));
    expect(pixelAt(cpu, 60, 60)).toEqual([37, 99, 235, 255]);
    // Between the top point and the next one, near the outer circle: outside the star.
    const a = (-54 * Math.PI) / 180;
    expect(pixelAt(cpu, Math.round(60 + Math.cos(a) * 45), Math.round(60 + Math.sin(a) * 45))).toEqual([255, 255, 255, 255]);
    // The top point itself is filled.
    expect(pixelAt(cpu, 60, 14)).toEqual([37, 99, 235, 255]);
  });

  it('arrow, polygon, speech bubble and a graphic path, stroked, turned and scaled, match on both backends', async () => {
    const heart = { d: 'M12 21 L10.5 19.7 C5.4 15.1 2 12.1 2 8.5 C2 5.4 4.4 3 7.5 3 C9.2 3 10.9 3.8 12 5.1 C13.1 3.8 14.8 3 16.5 3 C19.6 3 22 5.4 22 8.5 C22 12.1 18.6 15.1 13.5 19.7 Z', viewWidth: 24, viewHeight: 24 };
    const doc = design(260, 200, [
      shape('arrow', 'arrow', at(70, 40, { rotation: 15 }), { height: 30, fill: '#00000000', stroke: '#111827ff', strokeWidth: 6 }),
      shape('poly', 'polygon', at(190, 50, { scaleX: 0.8, scaleY: 0.6 }), { points: 7, stroke: '#f59e0bff', strokeWidth: 5 }),
      shape('bubble', 'speech-bubble', at(70, 140, { rotation: -10 }), { width: 110, height: 80, cornerRadius: 14, fill: '#10b981c0', stroke: '#064e3bff', strokeWidth: 3 }),
      shape('heart', 'path', at(190, 145, { rotation: 30 }), { path: heart, fill: '#e11d48ff' }),
      shape('star', 'star', at(130, 100, { scaleX: 0.5, scaleY: 0.5 }), { points: 8, innerRatio: 0.3, stroke: '#ffffffff', strokeWidth: 4 }),
    ]);
    const cpu = await expectMatch(doc);
    // The heart is filled at its middle; the polygon's stroke shows at its top.
    expect(pixelAt(cpu, 190, 145)).toEqual([225, 29, 72, 255]);
    await expectMatch(doc, 0.5);
    await expectMatch(doc, 2);
  });
});

describe('a photo inside a frame shape', () => {
  it('is transparent at the corner of its box and shows inside, moved, scaled and turned with it', async () => {
    const doc = design(200, 160, [image('p', 'photo', photo, at(100, 80, { scaleX: 1.5, scaleY: 1.5 }), { shapeMask: { shape: 'ellipse' } })], 'designer', '#00000000');
    const cpu = await expectMatch(doc);
    // The box spans 25…175 × 20…140: its corner is outside the ellipse, its centre inside.
    expect(pixelAt(cpu, 28, 23)[3]).toBe(0);
    expect(pixelAt(cpu, 100, 80)[3]).toBe(255);
    // Turned by 90°, a point left of centre inside the ellipse shows; a corner of the old box does not.
    const turned = design(200, 160, [image('p', 'photo', photo, at(100, 80, { rotation: 90 }), { shapeMask: { shape: 'star', points: 5 } })], 'designer', '#00000000');
    const t = await expectMatch(turned);
    expect(pixelAt(t, 100, 80)[3]).toBe(255);
    expect(pixelAt(t, 62, 42)[3]).toBe(0);
  });

  it('keeps the layer’s opacity, blend mode and own operations', async () => {
    const doc = design(200, 160, [
      shape('under', 'rectangle', at(100, 80, { scaleX: 1.8, scaleY: 1.4 }), { fill: '#808080ff' }),
      image('p', 'photo', photo, at(100, 80, { scaleX: 1.5, scaleY: 1.5 }), { shapeMask: { shape: 'rectangle', cornerRadius: 20 }, opacity: 0.7, blendMode: 'multiply', operations: [{ id: 'o', type: 'brightness', params: { amount: 40 }, enabled: true }] }),
    ]);
    await expectMatch(doc);
  });
});

describe('designer text', () => {
  const long = 'Summer sale on every second pair of shoes';

  it('a text box wraps: taller than one line, as wide as its box, and drawn the same on both backends', async () => {
    const one = measureText(text('a', long, at(0, 0), { fontSize: 20 }));
    const wrapped = measureText(text('b', long, at(0, 0), { fontSize: 20, boxWidth: 120 }));
    expect(wrapped.lines.length).toBeGreaterThan(2);
    expect(wrapped.height).toBeGreaterThan(one.height * 2);
    expect(wrapped.width).toBe(Math.ceil(120 + wrapped.padding * 2));
    // A word longer than the box breaks.
    const broken = measureText(text('c', 'Supercalifragilistic', at(0, 0), { fontSize: 20, boxWidth: 60 }));
    expect(broken.lines.length).toBeGreaterThan(1);
    await expectMatch(design(200, 200, [text('b', long, at(100, 100), { fontSize: 20, boxWidth: 120, align: 'center' })]));
  });

  it('a list puts a marker before each paragraph and hangs its lines past them', async () => {
    const plain = measureText(text('a', 'One\nTwo', at(0, 0), { fontSize: 20 }));
    const bullets = measureText(text('b', 'One\nTwo', at(0, 0), { fontSize: 20, list: 'bullet' }));
    const numbers = measureText(text('c', 'One\nTwo', at(0, 0), { fontSize: 20, list: 'number' }));
    expect(bullets.rows.map((row) => row.marker)).toEqual(['•', '•']);
    expect(numbers.rows.map((row) => row.marker)).toEqual(['1.', '2.']);
    expect(bullets.width).toBeGreaterThan(plain.width);
    await expectMatch(design(200, 120, [text('c', 'One\nTwo words here', at(100, 60), { fontSize: 20, list: 'number', boxWidth: 100 })]));
  });

  it('a curved line grows its box to hold the arc, bending down or up', async () => {
    const straight = measureText(text('a', 'Round and round', at(0, 0), { fontSize: 24 }));
    const arc = measureText(text('b', 'Round and round', at(0, 0), { fontSize: 24, curve: 60 }));
    const circle = measureText(text('c', 'Round and round', at(0, 0), { fontSize: 24, curve: 100 }));
    expect(arc.curve).not.toBeNull();
    expect(arc.height).toBeGreaterThan(straight.height * 1.5);
    expect(arc.width).toBeLessThan(straight.width);
    expect(Math.abs(circle.width - circle.height)).toBeLessThanOrEqual(2);
    const doc = design(260, 260, [text('b', 'Round and round', at(130, 80), { fontSize: 24, curve: 60 }), text('d', 'Round and round', at(130, 190), { fontSize: 24, curve: -40, color: '#ff0000ff' })]);
    await expectMatch(doc);
    // A wrapped or multi-line text ignores the curve.
    expect(measureText(text('e', 'Two\nlines', at(0, 0), { curve: 50 })).curve).toBeNull();
  });
});

describe('canvas gradient', () => {
  it("a linear gradient's two ends have its two colours, under the layers", async () => {
    const doc: EditorDocument = { ...design(100, 50, []), canvas: { width: 100, height: 50, background: '#ffffffff', gradient: { kind: 'linear', from: '#ff0000ff', to: '#0000ffff', angle: 0 } } };
    const cpu = await expectMatch({ ...doc, layers: [shape('s', 'rectangle', at(50, 25, { scaleX: 0.1, scaleY: 0.1 }), { fill: '#00ff00ff' })] });
    const [lr = 0, , lb = 0] = pixelAt(cpu, 0, 25);
    const [rr = 0, , rb = 0] = pixelAt(cpu, 99, 25);
    expect(lr).toBeGreaterThan(245);
    expect(lb).toBeLessThan(10);
    expect(rb).toBeGreaterThan(245);
    expect(rr).toBeLessThan(10);
    expect(pixelAt(cpu, 50, 25)).toEqual([0, 255, 0, 255]);
  });

  it('a radial gradient runs from the centre to the corners, at 90° top to bottom, and under a pattern', async () => {
    const radial: EditorDocument = { ...design(80, 80, []), canvas: { width: 80, height: 80, background: '#000000ff', gradient: { kind: 'radial', from: '#ffffffff', to: '#000000ff', angle: 0 }, pattern: { id: 'dots', color: '#ff000080', scale: 1 } } };
    const cpu = await expectMatch(radial);
    expect(pixelAt(cpu, 0, 0)[1]).toBeLessThan(10);
    const vertical: EditorDocument = { ...design(40, 100, []), canvas: { width: 40, height: 100, background: '#00000000', gradient: { kind: 'linear', from: '#ffff00ff', to: '#00ffff00', angle: 90 } } };
    const v = await expectMatch(vertical);
    expect(pixelAt(v, 20, 0).slice(0, 3)).toEqual([255, 255, 0]);
    expect(pixelAt(v, 20, 0)[3]).toBeGreaterThan(250);
    expect(pixelAt(v, 20, 99)[3]).toBeLessThan(5);
  });
});

describe('drag frames', () => {
  it('a view frame that redraws only the moved layers shows what drawing every layer shows', async () => {
    const { GlContext } = await import('../../workers/editor/gl/glContext');
    const { GlRenderer } = await import('../../workers/editor/gl/glRenderer');
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2', { premultipliedAlpha: false, preserveDrawingBuffer: true });
    if (!gl) throw new Error('WebGL2 is not available in this browser');
    const ctx = new GlContext(gl);
    const renderer = new GlRenderer(ctx, r.images, r.texts, 'direct');
    const frame = (dx: number): EditorDocument =>
      design(240, 160, [
        image('low', 'photo', photo, at(60, 60)),
        shape('star', 'star', at(100 + dx, 80, { rotation: dx }), { width: 90, height: 90, stroke: '#000000ff', strokeWidth: 3 }),
        text('label', 'Go', at(100 + dx, 80), { fontSize: 30, color: '#ffffffff' }),
        image('high', 'red', red, at(190, 110, { scaleX: 0.6, scaleY: 0.6 }), { opacity: 0.8 }),
        shape('ring', 'ellipse', at(120, 120), { width: 120, height: 50, fill: '#00000000', stroke: '#22c55eff', strokeWidth: 6 }),
      ]);
    const read = async (doc: EditorDocument): Promise<Raster> => {
      const texture = await renderer.render(doc, 1, null);
      const data = await ctx.readPixels(texture);
      ctx.release(texture);
      return { width: texture.width, height: texture.height, data: new Uint8ClampedArray(data.buffer) };
    };
    renderer.preview = true;
    for (const dx of [0, 6, 14, 30]) {
      const dragged = await read(frame(dx));
      expect(difference(premultiplied(dragged), premultiplied(await r.cpu(frame(dx)))).max).toBeLessThanOrEqual(3);
    }
  });
});

describe('export above 1×', () => {
  it('draws shapes and text again at the export scale: their edges stay one pixel wide at 3×', async () => {
    const square = { d: 'M0 0H10V10H0Z', viewWidth: 10, viewHeight: 10 };
    const doc = design(120, 80, [shape('sq', 'path', at(60.2, 40), { width: 50, height: 50, path: square, fill: '#000000ff' }), text('t', 'Hi', at(100, 40), { fontSize: 30 })]);
    const big = await expectMatch(doc, 3);
    expect([big.width, big.height]).toEqual([360, 240]);
    // Along the middle row, pixels between white and black at the square's left edge (x = 35.2 → 105.6).
    let partial = 0;
    for (let x = 95; x < 116; x++) {
      const v = pixelAt(big, x, 120)[0] ?? 0;
      if (v > 8 && v < 247) partial++;
    }
    expect(partial).toBeLessThanOrEqual(1);
  });
});
