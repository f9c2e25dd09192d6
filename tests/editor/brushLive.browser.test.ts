// The brushes that read around a pixel (heal, spot heal, sharpen and blur) are drawn live as well: while a
// stroke grows, each frame redraws only where it changed, over what the frames before drew. The picture
// shown must be the full render of the same strokes at the frame's scale. The interactive view is set to
// half the picture's size both ways (400 × 300 of an 800 × 600 view), so the frame's pixels are the
// render's pixels one for one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBrushStroke } from '../../src/lib/shared/editor/brushEdits';
import type { BrushOperationType } from '../../src/lib/shared/editor/brushCatalogue';
import { createPhotoDocument } from '../../src/lib/shared/editor/edits';
import type { BrushStroke } from '../../src/lib/shared/editor/strokes';
import type { EditorDocument, OperationParams } from '../../src/lib/shared/editor/types';
import { createEditorEngine, type EditorEngineClient, type RenderInfo } from '../../src/features/editor/engineClient';
import { EditorController } from '../../src/features/editor/state/editorController';
import { EngineQueue } from '../../src/features/editor/state/engineQueue';
import { testPicture } from './support/pictures';
import { nextFrame as frameOf } from './support/frames';

const W = 800;
const H = 600;
/** The live frame's size: a quarter of the view's pixels. */
const FW = W / 2;
const FH = H / 2;
const picture = testPicture(W, H, { seed: 21 });

function shown(canvas: HTMLCanvasElement): Uint8ClampedArray {
  const out = new OffscreenCanvas(FW, FH);
  const ctx = out.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(canvas, 0, 0);
  return ctx.getImageData(0, 0, FW, FH).data;
}

function maxDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let max = 0;
  for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) max = Math.max(max, Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0)));
  return max;
}

/** A wavy stroke across the picture at height y, its first n points. */
function stroke(y: number, size: number, n: number): BrushStroke {
  const points: number[] = [];
  for (let i = 0; i < 10; i++) points.push(120 + 60 * i, y + 40 * Math.sin(i), 0.5);
  return { size, hardness: 0.6, opacity: 0.9, flow: 0.8, spacing: 0.12, points: points.slice(0, n * 3) };
}

const TOOLS: Array<[BrushOperationType, OperationParams]> = [
  ['heal', { dx: 30, dy: -150 }],
  ['spot-heal', {}],
  ['sharpen-brush', { strength: 80 }],
  ['blur-brush', { strength: 70 }],
];

describe('the neighbourhood brushes drawn live', () => {
  let engine: EditorEngineClient;
  let editor: EditorController;
  let canvas: HTMLCanvasElement;
  let photo: EditorDocument;

  const nextFrame = (): Promise<RenderInfo> => frameOf(editor);

  beforeAll(async () => {
    canvas = document.createElement('canvas');
    canvas.style.cssText = `width: ${W}px; height: ${H}px; display: block`;
    document.body.append(canvas);
    engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1, dragViewPixels: FW * FH });
    await engine.loadPixels('photo', W, H, picture.data.slice());
    editor = new EditorController((callbacks) => new EngineQueue(engine, callbacks));
    photo = createPhotoDocument({ imageId: 'photo', width: W, height: H });
    editor.load(photo, null);
    editor.setUi({ position: { zoom: 1, centerX: 0.5, centerY: 0.5 } });
    const first = nextFrame();
    editor.setViewport(W, H);
    expect((await first).frameWidth).toBe(W);
  });

  afterAll(() => editor.dispose());

  it.each(TOOLS)('%s: a stroke growing frame by frame, over an earlier one, shows the full render of the strokes', async (tool, params) => {
    // An earlier stroke of the same operation (its coverage is kept below the live one's), then the live
    // one growing; the draft carries both, as while the second stroke of a run is drawn.
    const earlier = addBrushStroke(photo, tool, params, stroke(220, 90, 10)).document;
    const draft = (n: number): EditorDocument => addBrushStroke(earlier, tool, params, stroke(380, 70, n)).document;
    const full = await editor.renderPixels(draft(10), { width: FW });
    const without = await editor.renderPixels(photo, { width: FW });
    expect([full.width, full.height]).toEqual([FW, FH]);
    // The tool changes the picture visibly, so the comparison below is not of two untouched pictures.
    expect(maxDifference(full.data, without.data)).toBeGreaterThan(10);

    const pressed = nextFrame();
    editor.setInteractive(true);
    expect((await pressed).renderScale).toBe(0.5);
    await expect.poll(() => canvas.width, { timeout: 60_000 }).toBe(FW);
    try {
      const live: RenderInfo[] = [];
      for (let n = 1; n <= 10; n++) {
        const frame = nextFrame();
        editor.setBrushDraft(draft(n));
        live.push(await frame);
      }
      // Every frame of the stroke was a live one (the coverage made incrementally, the brush redrawn in place).
      for (const info of live) expect(info.steps?.coverage).toBeTypeOf('number');
      // Frames may be merged on the way, and the last may come after the others: wait for the whole stroke.
      await expect.poll(() => maxDifference(shown(canvas), full.data), { timeout: 30_000 }).toBeLessThanOrEqual(2);
    } finally {
      // Pointer-up, so the next tool starts from the still picture whatever happened here.
      const release = nextFrame();
      editor.setBrushDraft(null);
      editor.setInteractive(false);
      await release;
    }
  });
});
