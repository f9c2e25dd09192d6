// A designer drag redraws only the box the moved layers left and entered: the render's picture is the
// last one updated in place, and the canvas keeps the rest of the last frame. What the user sees must be
// what a frame drawn from nothing shows.
import { describe, expect, it } from 'vitest';
import { createEditorEngine } from '../../src/features/editor/engineClient';
import { DOCUMENT_VERSION, type EditorDocument, type Layer, type ShapeLayer, type TextLayer, type Transform } from '../../src/lib/shared/editor/types';
import type { Raster } from '../../workers/editor/raster';
import { difference, testPicture } from '../editor/support/pictures';
import { createRenderers } from '../editor/support/renderers';

const W = 320;
const H = 240;
const photo = testPicture(120, 90, { seed: 11 });
const base = { name: '', opacity: 1, visible: true, blendMode: 'normal' as const, locked: false };
const at = (x: number, y: number, rotation = 0): Transform => ({ x, y, scaleX: 1, scaleY: 1, rotation });

function text(id: string, value: string, transform: Transform, extra: Partial<TextLayer> = {}): TextLayer {
  return { ...base, id, kind: 'text', text: value, fontFamily: 'sans-serif', fontSize: 36, bold: true, italic: false, color: '#ffffffff', align: 'left', lineHeight: 1.2, transform, ...extra };
}

function shape(id: string, kind: ShapeLayer['shape'], transform: Transform, extra: Partial<ShapeLayer> = {}): ShapeLayer {
  return { ...base, id, kind: 'shape', shape: kind, width: 90, height: 90, fill: '#2563ebff', stroke: '#000000ff', strokeWidth: 3, cornerRadius: 0, transform, ...extra };
}

/** The star and its label dragged by (dx, dy), between a photo below and a ring and a bar above. */
function frame(dx: number, dy = 0): EditorDocument {
  const layers: Layer[] = [
    { ...base, id: 'low', kind: 'image', imageId: 'photo', width: photo.width, height: photo.height, transform: at(90, 80) },
    shape('star', 'star', at(150 + dx, 120 + dy, dx / 2), { fill: '#facc15ff' }),
    text('label', 'Go', at(150 + dx, 120 + dy)),
    shape('ring', 'ellipse', at(170, 130), { width: 160, height: 70, fill: '#00000000', stroke: '#22c55eff', strokeWidth: 6 }),
    shape('bar', 'rectangle', at(160, 200), { width: 260, height: 30, fill: '#ef444499', strokeWidth: 0 }),
  ];
  return { version: DOCUMENT_VERSION, section: 'designer', canvas: { width: W, height: H, background: '#ffffffff', gradient: { kind: 'linear', from: '#fde68aff', to: '#60a5faff', angle: 30 } }, layers, operations: [], designer: { format: 'custom' } };
}

function premultiplied(raster: Raster): Raster {
  const data = new Uint8ClampedArray(raster.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const a = (raster.data[i + 3] ?? 0) / 255;
    for (let c = 0; c < 3; c++) data[i + c] = (raster.data[i + c] ?? 0) * a;
    data[i + 3] = raster.data[i + 3] ?? 0;
  }
  return { ...raster, data };
}

/** The canvas's current picture at its CSS size, as the user sees it. */
function shown(canvas: HTMLCanvasElement): Raster {
  const out = new OffscreenCanvas(W, H);
  const ctx = out.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(canvas, 0, 0, W, H);
  return { width: W, height: H, data: ctx.getImageData(0, 0, W, H).data };
}

describe('designer drag frames drawn in place', () => {
  it('updates the last picture only round the moved layers, and it equals drawing every layer', async () => {
    const r = createRenderers();
    r.images.set('photo', photo);
    const { GlContext } = await import('../../workers/editor/gl/glContext');
    const { GlRenderer } = await import('../../workers/editor/gl/glRenderer');
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2', { premultipliedAlpha: false, preserveDrawingBuffer: true });
    if (!gl) throw new Error('WebGL2 is not available in this browser');
    const ctx = new GlContext(gl);
    const renderer = new GlRenderer(ctx, r.images, r.texts, 'direct');
    renderer.preview = true;
    let previous = null;
    const boxes = [];
    for (const dx of [0, 8, 20, 44, 70, 30]) {
      const texture = await renderer.render(frame(dx, dx / 3), 1, null, previous);
      if (previous && renderer.damage) {
        expect(texture).toBe(previous);
        boxes.push(renderer.damage);
      }
      const data = await ctx.readPixels(texture);
      const picture = { width: texture.width, height: texture.height, data: new Uint8ClampedArray(data.buffer) };
      expect(difference(premultiplied(picture), premultiplied(await r.cpu(frame(dx, dx / 3)))).max).toBeLessThanOrEqual(3);
      if (previous && texture !== previous) ctx.release(previous);
      previous = texture;
    }
    // From the third frame on (the first keeps the layers, the second the pictures around them), in place,
    // and only a part of the picture.
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const [x0, y0, x1, y1] of boxes) expect((x1 - x0) * (y1 - y0)).toBeLessThan(W * H * 0.6);
  });

  it('the canvas after a drag shows what a first frame of the same design shows', async () => {
    const engines = [];
    const canvases = [];
    for (let i = 0; i < 2; i++) {
      const canvas = document.createElement('canvas');
      canvas.style.cssText = `width: ${W}px; height: ${H}px; display: block`;
      document.body.append(canvas);
      const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
      await engine.loadPixels('photo', photo.width, photo.height, photo.data.slice());
      engines.push(engine);
      canvases.push(canvas);
    }
    const [dragged, fresh] = engines;
    const [draggedCanvas, freshCanvas] = canvases;
    if (!dragged || !fresh || !draggedCanvas || !freshCanvas) throw new Error('no engines');
    for (const dx of [0, 10, 24, 50, 80, 36, 12]) await dragged.render(frame(dx, -dx / 4), { width: W, height: H, interactive: true });
    const info = await fresh.render(frame(12, -3), { width: W, height: H, interactive: true });
    await expect.poll(() => draggedCanvas.width, { timeout: 60_000 }).toBe(info.frameWidth);
    await expect.poll(() => freshCanvas.width, { timeout: 60_000 }).toBe(info.frameWidth);
    await expect.poll(() => difference(shown(draggedCanvas), shown(freshCanvas)).max, { timeout: 60_000 }).toBeLessThanOrEqual(3);
    for (const engine of engines) engine.dispose();
  });
});
