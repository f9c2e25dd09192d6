// A brush stroke as the page sees it, through the editor's controller, engine queue and worker: while it
// is drawn the canvas shows it live (a reduced frame that reruns only the brush over the kept picture
// below it); after the commit the full-resolution frame equals a full render of the document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBrushStroke } from '../../src/lib/shared/editor/brushEdits';
import { applyTool, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { createEditorEngine, type EditorEngineClient, type RenderInfo } from '../../src/features/editor/engineClient';
import { EditorController } from '../../src/features/editor/state/editorController';
import { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { testPicture } from './support/pictures';
import { nextFrame as frameOf } from './support/frames';

const W = 800;
const H = 600;
const picture = testPicture(W, H, { seed: 9 });

function shown(canvas: HTMLCanvasElement): Uint8ClampedArray {
  const out = new OffscreenCanvas(W, H);
  const ctx = out.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(canvas, 0, 0, W, H);
  return ctx.getImageData(0, 0, W, H).data;
}

/** Mean of R, G, B over a box. */
function boxMean(data: Uint8ClampedArray, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) sum += data[(y * W + x) * 4 + c] ?? 0;
  return sum / ((x1 - x0) * (y1 - y0) * 3);
}

describe('a brush stroke while it is drawn and after the commit', () => {
  let engine: EditorEngineClient;
  let editor: EditorController;
  let canvas: HTMLCanvasElement;

  const nextFrame = (): Promise<RenderInfo> => frameOf(editor);

  beforeAll(async () => {
    canvas = document.createElement('canvas');
    canvas.style.cssText = `width: ${W}px; height: ${H}px; display: block`;
    document.body.append(canvas);
    engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    await engine.loadPixels('photo', W, H, picture.data.slice());
    editor = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
    // A chain below the brush: the live frames keep its result and redo only the brush.
    editor.load(applyTool(createPhotoDocument({ imageId: 'photo', width: W, height: H }), 'contrast', { amount: 30 }).document, null);
    editor.setUi({ position: { zoom: 1, centerX: 0.5, centerY: 0.5 } });
    const first = nextFrame();
    editor.setViewport(W, H);
    expect((await first).frameWidth).toBe(W);
  });

  afterAll(() => editor.dispose());

  it('shows the stroke live only where it paints, and the committed stroke at full resolution', async () => {
    const base = editor.document as EditorDocument;
    const pressed = nextFrame();
    editor.setInteractive(true);
    const start = await pressed;
    expect(start.frameWidth).toBeLessThan(W);
    await expect.poll(() => canvas.width, { timeout: 60_000 }).toBe(start.frameWidth);
    const before = shown(canvas);

    const stroke = { size: 120, hardness: 0.8, opacity: 1, flow: 1, spacing: 0.15, points: [150, 300, 0.5, 650, 300, 0.5] };
    const drawn = addBrushStroke(base, 'dodge', { range: 'midtones', exposure: 100 }, stroke).document;
    const live = nextFrame();
    editor.setBrushDraft(drawn);
    const frame = await live;
    expect(frame.frameWidth).toBe(start.frameWidth);
    const during = shown(canvas);
    expect(boxMean(during, 350, 280, 450, 320)).toBeGreaterThan(boxMean(before, 350, 280, 450, 320) + 10);
    expect(Math.abs(boxMean(during, 300, 450, 500, 550) - boxMean(before, 300, 450, 500, 550))).toBeLessThan(0.5);

    // Pointer-up: the stroke is committed and drawn at full resolution, as a full render of the document.
    const release = nextFrame();
    editor.commit(drawn);
    editor.setBrushDraft(null);
    editor.setInteractive(false);
    const released = await release;
    expect([released.frameWidth, released.frameHeight]).toEqual([W, H]);
    await expect.poll(() => canvas.width, { timeout: 60_000 }).toBe(W);
    const full = await editor.renderPixels(drawn, { width: W });
    const after = shown(canvas);
    let max = 0;
    for (let i = 0; i < after.length; i += 4) for (let c = 0; c < 3; c++) max = Math.max(max, Math.abs((after[i + c] ?? 0) - (full.data[i + c] ?? 0)));
    expect(max).toBeLessThanOrEqual(2);
  });

  it('shows a stroke that grows frame by frame exactly as the same stroke drawn in one frame', async () => {
    // The live frames paint only the dabs each frame adds, over what the frames before painted.
    const base = editor.document as EditorDocument;
    const pressed = nextFrame();
    editor.setInteractive(true);
    const start = await pressed;
    await expect.poll(() => canvas.width, { timeout: 60_000 }).toBe(start.frameWidth);
    const before = shown(canvas);
    const points: number[] = [];
    for (let i = 0; i < 12; i++) points.push(100 + 55 * i, 420 + 60 * Math.sin(i), 0.3 + 0.03 * i);
    const whole = { size: 90, hardness: 0.5, opacity: 0.8, flow: 0.6, spacing: 0.1, points };
    const draft = (n: number): EditorDocument => addBrushStroke(base, 'dodge', { range: 'midtones', exposure: 100 }, { ...whole, points: points.slice(0, n * 3) }).document;
    const maxDifference = (a: Uint8ClampedArray, b: Uint8ClampedArray): number => {
      let max = 0;
      for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) max = Math.max(max, Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0)));
      return max;
    };

    // The whole stroke in one frame: any frame that shows it shows all of it.
    const once = nextFrame();
    editor.setBrushDraft(draft(12));
    await once;
    await expect.poll(() => boxMean(shown(canvas), 650, 380, 700, 440), { timeout: 30_000 }).toBeGreaterThan(boxMean(before, 650, 380, 700, 440) + 10);
    const single = shown(canvas);

    // Back to the picture without it (a frame without the stroke drops what the live frames kept).
    const cleared = nextFrame();
    editor.setBrushDraft(base);
    await cleared;
    await expect.poll(() => Math.abs(boxMean(shown(canvas), 650, 380, 700, 440) - boxMean(before, 650, 380, 700, 440)), { timeout: 30_000 }).toBeLessThan(0.5);

    // Then the stroke growing a point a frame. Frames may be merged on the way, and the last one may come
    // after the others: wait until the canvas shows the whole stroke, as the single frame did.
    for (let n = 1; n <= 12; n++) {
      const frame = nextFrame();
      editor.setBrushDraft(draft(n));
      await frame;
    }
    await expect.poll(() => maxDifference(shown(canvas), single), { timeout: 30_000 }).toBeLessThanOrEqual(1);

    const release = nextFrame();
    editor.setBrushDraft(null);
    editor.setInteractive(false);
    await release;
  });
});
