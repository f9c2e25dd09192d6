// The collage benchmark's page: 12-megapixel photos (the repository's samples scaled up, cover crop) in
// the real engine, in its worker, through the real engineClient. bench/collage/run.mjs drives it through
// window.bench: frames of a 3 × 3 collage while a photo is panned and a border dragged, and the export of
// a 4 × 4 collage at full resolution.
import { createEditorEngine, type EditorEngineClient } from '../../../src/features/editor/engineClient';
import { DOCUMENT_VERSION, type EditorDocument, type ImageLayer } from '../../../src/lib/shared/editor/types';

const PHOTO = { width: 4000, height: 3000 };
const CANVAS = 6000;
const GAP = 20;
const VIEW = { width: 1366, height: 850 };
const SAMPLES = ['astronaut.png', 'chelsea.png', 'coffee.png', 'rocket.jpg', 'horse.png', 'hubble_deep_field.jpg', 'camera.png', 'brick.png', 'grass.png', 'gravel.png'];

let engine: EditorEngineClient | null = null;

async function makePhoto(name: string): Promise<Uint8ClampedArray> {
  const bitmap = await createImageBitmap(await (await fetch(`./${name}`)).blob());
  const canvas = new OffscreenCanvas(PHOTO.width, PHOTO.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  const scale = Math.max(PHOTO.width / bitmap.width, PHOTO.height / bitmap.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, (PHOTO.width - bitmap.width * scale) / 2, (PHOTO.height - bitmap.height * scale) / 2, bitmap.width * scale, bitmap.height * scale);
  return ctx.getImageData(0, 0, PHOTO.width, PHOTO.height).data;
}

/**
 * An n × n collage with GAP px gaps and margins on the 6000 × 6000 canvas: `border` px moves the border
 * between the first two columns (as a drag does: the cells on both sides change), `pan` px moves the
 * centre cell's photo sideways within its cell.
 */
function collage(n: number, border: number, pan: number): EditorDocument {
  const cell = (CANVAS - (n + 1) * GAP) / n;
  const layers: ImageLayer[] = [];
  for (let i = 0; i < n * n; i++) {
    const col = i % n;
    const row = Math.floor(i / n);
    let x = GAP + col * (cell + GAP);
    let width = cell;
    if (col === 0) width += border;
    if (col === 1) {
      x += border;
      width -= border;
    }
    const y = GAP + row * (cell + GAP);
    const scale = Math.max(width / PHOTO.width, cell / PHOTO.height);
    const centre = i === Math.floor((n * n) / 2) ? pan : 0;
    layers.push({
      id: `cell${i}`,
      name: '',
      kind: 'image',
      imageId: `photo${i}`,
      width: PHOTO.width,
      height: PHOTO.height,
      transform: { x: x + width / 2 + centre, y: y + cell / 2, scaleX: scale * 1.1, scaleY: scale * 1.1, rotation: 0 },
      opacity: 1,
      visible: true,
      blendMode: 'normal',
      locked: false,
      clip: { x, y, width, height: cell, radius: 60 },
    });
  }
  return {
    version: DOCUMENT_VERSION,
    section: 'collage',
    canvas: { width: CANVAS, height: CANVAS, background: '#f4efe6ff', pattern: { id: 'dots', color: '#c8bfb0ff', scale: 1 } },
    layers,
    operations: [],
  };
}

function ready(): EditorEngineClient {
  if (!engine) throw new Error('call bench.setup() first');
  return engine;
}

declare global {
  interface Window {
    bench: typeof bench;
  }
}

const bench = {
  /** The engine on a 1366 × 850 view with `count` 12 MP photos loaded (photo0 …). */
  async setup(count: number): Promise<{ backend: string }> {
    const canvas = document.createElement('canvas');
    canvas.style.width = `${VIEW.width}px`;
    canvas.style.height = `${VIEW.height}px`;
    document.body.append(canvas);
    engine = await createEditorEngine(canvas, { maxImageSize: 8192, pixelRatio: 1 });
    for (let i = 0; i < count; i++) {
      const pixels = await makePhoto(SAMPLES[i % SAMPLES.length] ?? 'rocket.jpg');
      await engine.loadPixels(`photo${i}`, PHOTO.width, PHOTO.height, pixels);
    }
    return { backend: `${engine.info.backend} (${engine.info.renderer})` };
  },

  /** `count` frames of the 3 × 3 collage at view size, each with the next pan and border step (photos hidden: `hidden`). */
  async frames(count: number, first: number, interactive: boolean, hidden = false): Promise<Array<{ ms: number; worker: number; scale: number; steps: Record<string, number> }>> {
    const e = ready();
    const out = [];
    for (let i = first; i < first + count; i++) {
      const made = collage(3, 8 * Math.sin(i / 3) * 20, 6 * Math.cos(i / 4) * 20);
      // hidden: the same frames with every photo hidden, for the frame's own cost (background, view, present).
      const doc = hidden ? { ...made, layers: made.layers.map((l) => ({ ...l, visible: false })) } : made;
      const started = performance.now();
      const info = await e.render(doc, { width: VIEW.width, height: VIEW.height, interactive });
      out.push({ ms: performance.now() - started, worker: info.ms, scale: info.renderScale, steps: info.steps ?? {} });
    }
    return out;
  },

  /** The 4 × 4 collage exported at full resolution (6000 × 6000 JPEG). */
  async export(): Promise<{ ms: number; width: number; height: number; bytes: number }> {
    const e = ready();
    await e.setDocument(collage(4, 0, 0));
    const started = performance.now();
    const result = await e.exportImage({ type: 'image/jpeg', quality: 0.9 });
    return { ms: performance.now() - started, width: result.width, height: result.height, bytes: result.blob.size };
  },
};

window.bench = bench;
