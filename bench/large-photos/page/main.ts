// The large-photo benchmark's page (issue 18 part 2): a photo of the asked size, made here as a JPEG,
// opened in the editor engine's worker through the real engineClient (the worker decodes it; the page
// never holds its pixels), dragged with the exposure slider at a 1366 × 850 view, and exported as a
// full-size JPEG with exposure, contrast, sharpen and cross-process (in tiles). bench/large-photos/run.mjs
// drives it through window.bench, one fresh browser per size.
import { createEditorEngine, type EditorEngineClient } from '../../../src/features/editor/engineClient';
import { applyTool, createPhotoDocument } from '../../../src/lib/shared/editor/edits';
import { defaultParams } from '../../../src/lib/shared/editor/params';
import type { EditorDocument } from '../../../src/lib/shared/editor/types';

const VIEW = { width: 1366, height: 850 };
const FRAMES = 15;

async function makeJpeg(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, '#1d4e89');
  g.addColorStop(0.5, '#f2a65a');
  g.addColorStop(1, '#2f6d3a');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  let seed = 7;
  const next = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 1500; i++) {
    ctx.fillStyle = `hsla(${next() * 360},70%,50%,0.5)`;
    ctx.beginPath();
    ctx.arc(next() * width, next() * height, 20 + next() * 300, 0, 2 * Math.PI);
    ctx.fill();
  }
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  canvas.width = 1;
  canvas.height = 1;
  return blob;
}

let engine: EditorEngineClient | null = null;
let file: Blob | null = null;

function edits(doc: EditorDocument, exposure: number): EditorDocument {
  let d = applyTool(doc, 'exposure', { amount: exposure }).document;
  d = applyTool(d, 'contrast', { amount: 25 }).document;
  d = applyTool(d, 'sharpen', { amount: 60 }).document;
  return applyTool(d, 'cross-process', defaultParams('cross-process')).document;
}

const bench = {
  async setup(): Promise<{ ok: boolean }> {
    return { ok: true };
  },
  /** Makes the JPEG (not timed). */
  async make(width: number, height: number): Promise<number> {
    file = await makeJpeg(width, height);
    return file.size;
  },
  /** Opens the photo and draws the first frame; then the slider drag and the export. */
  async run(maxImageSize: number): Promise<Record<string, unknown>> {
    if (!file) throw new Error('make() first');
    const canvas = document.getElementById('view') as HTMLCanvasElement;
    const t0 = performance.now();
    engine = await createEditorEngine(canvas, { maxImageSize, pixelRatio: 1 });
    const info = await engine.loadImage('photo', file);
    const base = createPhotoDocument({ imageId: 'photo', width: info.width, height: info.height });
    let doc = edits(base, 0.2);
    const first = await engine.render(doc, { ...VIEW });
    const openMs = performance.now() - t0;
    const frames: number[] = [];
    for (let i = 0; i < FRAMES; i++) {
      doc = edits(base, 0.2 + (i + 1) * 0.05);
      const t = performance.now();
      await engine.render(doc, { ...VIEW, interactive: true });
      frames.push(performance.now() - t);
    }
    await engine.render(doc, { ...VIEW, interactive: false });
    await engine.setDocument(doc);
    const plan = await engine.planExport({ type: 'image/jpeg', fullSize: true });
    const t1 = performance.now();
    const result = await engine.exportImage({ type: 'image/jpeg', quality: 0.9, fullSize: true });
    const exportMs = performance.now() - t1;
    return { info, openMs, firstFrameScale: first.renderScale, frames, plan, exportMs, width: result.width, height: result.height, tiles: result.tiles ?? 0, bytes: result.blob.size };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
