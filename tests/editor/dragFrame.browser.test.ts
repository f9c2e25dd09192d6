// Drag frames as the page sees them, through the editor's own controller, engine queue and engine
// worker: while a slider is held, the canvas (transferred to the worker) shows a frame with fewer device
// pixels; after the release it shows the full-resolution picture, the same pixels as a full render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTool, createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { createEditorEngine, type EditorEngineClient, type RenderInfo } from '../../src/features/editor/engineClient';
import { EditorController } from '../../src/features/editor/state/editorController';
import { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { testPicture } from './support/pictures';
import { nextFrame as frameOf } from './support/frames';

// The view shows the picture at 1:1, so the full-resolution frame is the full render pixel for pixel.
const W = 1000;
const H = 700;
const picture = testPicture(W, H, { seed: 5 });

/** The canvas's current picture, drawn at the canvas's CSS size (as the user sees it). */
function shown(canvas: HTMLCanvasElement): Uint8ClampedArray {
  const out = new OffscreenCanvas(W, H);
  const ctx = out.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(canvas, 0, 0, W, H);
  return ctx.getImageData(0, 0, W, H).data;
}

/** Mean and largest channel difference (RGB) between two W × H pictures. */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): { mean: number; max: number } {
  let sum = 0;
  let max = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const d = Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
      sum += d;
      max = Math.max(max, d);
    }
  }
  return { mean: sum / ((a.length / 4) * 3), max };
}

describe('drag frames and the frame after the release', () => {
  let engine: EditorEngineClient;
  let editor: EditorController;
  let canvas: HTMLCanvasElement;

  /** The next frame the controller shows (asked for while the engine queue is idle: the one it draws). */
  const nextFrame = (): Promise<RenderInfo> => frameOf(editor);

  beforeAll(async () => {
    canvas = document.createElement('canvas');
    canvas.style.cssText = `width: ${W}px; height: ${H}px; display: block`;
    document.body.append(canvas);
    engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1 });
    await engine.loadPixels('photo', W, H, picture.data.slice());
    editor = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
    editor.load(createPhotoDocument({ imageId: 'photo', width: W, height: H }), null);
    // 1:1 (the editor's own fit leaves a margin).
    editor.setUi({ position: { zoom: 1, centerX: 0.5, centerY: 0.5 } });
    const first = nextFrame();
    editor.setViewport(W, H);
    expect((await first).frameWidth).toBe(W);
  });

  afterAll(() => editor.dispose());

  it('shows a reduced frame while the slider is held and the full-resolution picture after the release', async () => {
    const base = editor.document as EditorDocument;
    // Pressing the slider, then a step of the drag.
    const pressed = nextFrame();
    editor.setInteractive(true);
    expect((await pressed).frameWidth).toBeLessThan(W);
    const step = nextFrame();
    const dragged = applyTool(base, 'brightness', { amount: 30 }).document;
    editor.commit(dragged, 'brightness');
    const drag = await step;
    expect(drag.frameWidth).toBeLessThan(W);
    expect(drag.frameWidth * drag.frameHeight).toBeLessThanOrEqual(400_000);
    // Positions stay in CSS px: the picture still fills the view at 1:1.
    expect(drag.view.scale).toBeCloseTo(1, 2);
    expect(drag.view.offsetX).toBeCloseTo(0, 0);
    await expect.poll(() => canvas.width, { timeout: 60_000 }).toBe(drag.frameWidth);
    const full = await editor.renderPixels(dragged, { width: W });
    expect([full.width, full.height]).toEqual([W, H]);
    // The reduced frame, stretched to the view, is visibly softer than the full render.
    expect(difference(shown(canvas), full.data).mean).toBeGreaterThan(2);

    // The release: one more frame, at full resolution, equal to the full render.
    const release = nextFrame();
    editor.setInteractive(false);
    editor.seal();
    const released = await release;
    expect([released.frameWidth, released.frameHeight]).toEqual([W, H]);
    await expect.poll(() => canvas.width, { timeout: 60_000 }).toBe(W);
    const after = difference(shown(canvas), full.data);
    expect(after.mean).toBeLessThan(0.5);
    expect(after.max).toBeLessThanOrEqual(2);
  });
});
