// The designer benchmark's page: a 30-layer design (the repository's sample photos, one of them inside a
// star frame, headings, a wrapped paragraph, a list, curved text, rectangles, ellipses, a line, an arrow, a
// polygon, a speech bubble, a star and a graphic path over a gradient) on a 1080 × 1350 portrait canvas, in
// the real engine, in its worker, through the real engineClient. bench/designer/run.mjs drives it through
// window.bench: frames while one layer is dragged, as the designer's canvas sends them.
import { mdiHeart } from '@mdi/js';
import { createEditorEngine, type EditorEngineClient } from '../../../src/features/editor/engineClient';
import { DOCUMENT_VERSION, type EditorDocument, type Layer, type ShapeLayer, type TextLayer, type Transform } from '../../../src/lib/shared/editor/types';

const CANVAS = { width: 1080, height: 1350 };
const VIEW = { width: 1366, height: 850 };
const SAMPLES = ['astronaut.png', 'chelsea.png', 'coffee.png', 'rocket.jpg', 'horse.png', 'hubble_deep_field.jpg', 'camera.png'];

let engine: EditorEngineClient | null = null;
const sizes = new Map<string, { width: number; height: number }>();

const base = { name: '', opacity: 1, visible: true, blendMode: 'normal' as const, locked: false };
const at = (x: number, y: number, scale = 1, rotation = 0): Transform => ({ x, y, scaleX: scale, scaleY: scale, rotation });

function text(id: string, value: string, transform: Transform, extra: Partial<TextLayer> = {}): TextLayer {
  return { ...base, id, kind: 'text', text: value, fontFamily: 'sans-serif', fontSize: 48, bold: false, italic: false, color: '#1f2937ff', align: 'left', lineHeight: 1.2, transform, ...extra };
}

function shape(id: string, kind: ShapeLayer['shape'], transform: Transform, extra: Partial<ShapeLayer> = {}): ShapeLayer {
  return { ...base, id, kind: 'shape', shape: kind, width: 200, height: 200, fill: '#2563ebff', stroke: '#00000000', strokeWidth: 0, cornerRadius: 0, transform, ...extra };
}

function photo(i: number, transform: Transform, extra: Partial<Layer> = {}): Layer {
  const id = `photo${i}`;
  const size = sizes.get(id) ?? { width: 512, height: 512 };
  return { ...base, id: `layer-${id}`, kind: 'image', imageId: id, width: size.width, height: size.height, transform, ...extra } as Layer;
}

/** The design with the dragged layer (the star, in the middle of the stack) moved by (dx, dy). */
function design(dx: number, dy: number): EditorDocument {
  const layers: Layer[] = [
    shape('band', 'rectangle', at(540, 1180), { width: 1080, height: 340, fill: '#1e3a8aff' }),
    photo(0, at(300, 330, 0.9, -4)),
    photo(1, at(800, 330, 0.8, 5)),
    photo(2, at(260, 760, 0.7)),
    photo(3, at(820, 800, 0.55, -8)),
    photo(4, at(560, 560, 0.5), { shapeMask: { shape: 'star', points: 5, innerRatio: 0.5 } } as Partial<Layer>),
    photo(5, at(940, 1080, 0.35, 12)),
    photo(6, at(140, 1080, 0.3, -10)),
    shape('frame', 'rectangle', at(540, 675), { width: 1040, height: 1310, fill: '#00000000', stroke: '#ffffffff', strokeWidth: 8, cornerRadius: 30 }),
    shape('dot1', 'ellipse', at(120, 120), { width: 120, height: 120, fill: '#f59e0bcc' }),
    shape('dot2', 'ellipse', at(980, 600), { width: 90, height: 90, fill: '#ef4444cc' }),
    shape('rule', 'line', at(540, 1010), { width: 700, height: 12, fill: '#00000000', stroke: '#ffffffff', strokeWidth: 4 }),
    shape('arrow', 'arrow', at(760, 930, 1, -15), { width: 260, height: 60, fill: '#00000000', stroke: '#fde047ff', strokeWidth: 8 }),
    shape('hex', 'polygon', at(130, 520), { width: 140, height: 140, points: 6, fill: '#10b981ff', stroke: '#064e3bff', strokeWidth: 4 }),
    shape('bubble', 'speech-bubble', at(830, 560), { width: 260, height: 180, cornerRadius: 24, fill: '#ffffffff', stroke: '#111827ff', strokeWidth: 4 }),
    text('bubbleText', 'New in!', at(830, 540), { fontSize: 44, bold: true }),
    shape('heart', 'path', at(420, 1000, 1, 10), { width: 120, height: 120, path: { d: mdiHeart, viewWidth: 24, viewHeight: 24 }, fill: '#e11d48ff' }),
    shape('star', 'star', at(540 + dx, 675 + dy, 1, 8), { width: 240, height: 240, points: 5, fill: '#facc15ff', stroke: '#a16207ff', strokeWidth: 6 }),
    text('starText', '50%', at(540 + dx, 690 + dy), { fontSize: 56, bold: true, color: '#7c2d12ff' }),
    text('title', 'SUMMER SALE', at(540, 150), { fontSize: 110, bold: true, color: '#ffffffff', shadow: { color: '#00000080', blur: 0.2, offsetX: 0.04, offsetY: 0.06 } }),
    text('subtitle', 'Everything must go', at(540, 255), { fontSize: 52, italic: true, color: '#fef3c7ff', curve: 25 }),
    text('body', 'Shoes, bags and hats from the new collection, while stocks last. Free delivery on every order above fifty.', at(540, 1160), { fontSize: 34, color: '#e0e7ffff', boxWidth: 760, align: 'center' }),
    text('list', 'Shoes\nBags\nHats', at(170, 880), { fontSize: 36, list: 'bullet', color: '#111827ff', background: { color: '#ffffffcc', padding: 0.4, radius: 0.3 } }),
    text('price', 'from 19 €', at(880, 1250), { fontSize: 44, bold: true, color: '#fde047ff' }),
    text('brand', 'pixloom store', at(200, 1265), { fontSize: 32, color: '#c7d2feff', letterSpacing: 0.2 }),
    shape('badge', 'ellipse', at(960, 160), { width: 150, height: 150, fill: '#dc2626ff', stroke: '#ffffffff', strokeWidth: 6 }),
    text('badgeText', 'NEW', at(960, 160, 1, -12), { fontSize: 40, bold: true, color: '#ffffffff' }),
    shape('corner', 'rectangle', at(1000, 1300, 1, 45), { width: 120, height: 120, fill: '#f472b6ff', cornerRadius: 16 }),
    shape('tri', 'polygon', at(90, 1300), { width: 110, height: 100, points: 3, fill: '#a78bfaff' }),
    text('outline', 'SALE', at(300, 620, 1, -20), { fontSize: 72, bold: true, color: '#ffffffff', outline: { color: '#1e3a8aff', width: 0.08 } }),
  ];
  return {
    version: DOCUMENT_VERSION,
    section: 'designer',
    canvas: { ...CANVAS, background: '#ffffffff', gradient: { kind: 'linear', from: '#fde68aff', to: '#60a5faff', angle: 60 } },
    layers,
    operations: [],
    designer: { format: 'instagram-portrait' },
  };
}

function ready(): EditorEngineClient {
  if (!engine) throw new Error('call bench.setup() first');
  return engine;
}

const bench = {
  /** The engine on a 1366 × 850 view with the sample photos loaded (photo0 …). */
  async setup(): Promise<{ backend: string; layers: number }> {
    const canvas = document.createElement('canvas');
    canvas.style.width = `${VIEW.width}px`;
    canvas.style.height = `${VIEW.height}px`;
    document.body.append(canvas);
    engine = await createEditorEngine(canvas, { maxImageSize: 8192, pixelRatio: 1 });
    for (const [i, name] of SAMPLES.entries()) {
      const bitmap = await createImageBitmap(await (await fetch(`./${name}`)).blob());
      sizes.set(`photo${i}`, { width: bitmap.width, height: bitmap.height });
      await engine.loadImage(`photo${i}`, bitmap);
    }
    return { backend: `${engine.info.backend} (${engine.info.renderer})`, layers: design(0, 0).layers.length };
  },

  /** `count` frames at view size, the star dragged a step further each frame (`hidden`: every layer hidden). */
  async frames(count: number, first: number, interactive: boolean, hidden = false): Promise<Array<{ ms: number; worker: number; scale: number; steps: Record<string, number> }>> {
    const e = ready();
    const out = [];
    for (let i = first; i < first + count; i++) {
      const made = design(Math.round(160 * Math.sin(i / 5)), Math.round(120 * Math.cos(i / 7)));
      // hidden: every layer hidden, for the frame's own cost (background, view, present).
      const doc = hidden ? { ...made, layers: made.layers.map((l) => ({ ...l, visible: false })) } : made;
      const started = performance.now();
      const info = await e.render(doc, { width: VIEW.width, height: VIEW.height, interactive });
      out.push({ ms: performance.now() - started, worker: info.ms, scale: info.renderScale, steps: info.steps ?? {} });
    }
    return out;
  },

  /** The design exported at 3× (3240 × 4050 PNG). */
  async export(scale: number): Promise<{ ms: number; width: number; height: number; bytes: number }> {
    const e = ready();
    await e.setDocument(design(0, 0));
    const started = performance.now();
    const result = await e.exportImage({ type: 'image/png', width: CANVAS.width * scale, height: CANVAS.height * scale });
    return { ms: performance.now() - started, width: result.width, height: result.height, bytes: result.blob.size };
  },
};

// Not declared on Window: the other bench pages declare their own `bench` there.
(window as unknown as { bench: typeof bench }).bench = bench;
