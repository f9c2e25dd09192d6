// The editor benchmark's page: the same 12-megapixel picture through (1) the engine, in its worker, via
// the real engineClient, (2) the CPU reference (in the same worker), and (3) fabric.js's WebGL filter
// backend with its equivalent filters, each rendered at full resolution and read back into JavaScript.
// bench/editor/run.mjs drives it through window.bench.
import * as fabric from 'fabric';
import { createEditorEngine, type EditorEngineClient } from '../../../src/features/editor/engineClient';
import type { EngineOptions } from '../../../workers/editor/api';
import { createPhotoDocument } from '../../../src/lib/shared/editor/edits';
import type { EditorDocument, Operation } from '../../../src/lib/shared/editor/types';
import type { BrushOperationType } from '../../../src/lib/shared/editor/brushCatalogue';
import { mountBrush, type BrushBench } from './brush';
import { mountSlider, type SliderBench, type SliderFrame } from './slider';

const WIDTH = 4000;
const HEIGHT = 3000;
const VIEW = { width: 1366, height: 850 };

/** The chain, in the engine's terms; fabric.js gets its equivalent filters below. */
const CHAIN: Array<Pick<Operation, 'type' | 'params'>> = [
  { type: 'brightness', params: { amount: 25 } },
  { type: 'contrast', params: { amount: 15 } },
  { type: 'saturation', params: { amount: 20 } },
  { type: 'vibrance', params: { amount: 25 } },
  { type: 'exposure', params: { amount: 0.3 } },
  { type: 'hue', params: { amount: 18 } },
  { type: 'sepia', params: { amount: 100 } },
];

/**
 * Curves and HSL with five more point operations (issue 14): all colour-only, so they fold into the one
 * fused pass and its lookup table; the goal is at most 1.3× the time of one operation.
 */
const TONE_CHAIN: Array<Pick<Operation, 'type' | 'params'>> = [
  { type: 'curves', params: { rgb: '0,0 0.25,0.2 0.5,0.6 1,1', red: '0,0 0.5,0.55 1,1' } },
  { type: 'hsl', params: { blueSaturation: -40, orangeLuminance: 20, greenHue: -30 } },
  { type: 'brightness', params: { amount: 25 } },
  { type: 'contrast', params: { amount: 15 } },
  { type: 'saturation', params: { amount: 20 } },
  { type: 'vibrance', params: { amount: 25 } },
  { type: 'exposure', params: { amount: 0.3 } },
];

function fabricChain(): fabric.filters.BaseFilter<string, Record<string, unknown>>[] {
  const f = fabric.filters;
  return [
    new f.Brightness({ brightness: 0.1 }),
    new f.Contrast({ contrast: 0.13 }),
    new f.Saturation({ saturation: 0.2 }),
    new f.Vibrance({ vibrance: 0.25 }),
    new f.Gamma({ gamma: [1.2, 1.2, 1.2] }),
    new f.HueRotation({ rotation: 0.1 }),
    new f.Sepia(),
  ] as unknown as fabric.filters.BaseFilter<string, Record<string, unknown>>[];
}

function documentWith(count: number, chain = CHAIN): EditorDocument {
  const doc = createPhotoDocument({ imageId: 'photo', width: WIDTH, height: HEIGHT });
  return { ...doc, operations: chain.slice(0, count).map((op, i) => ({ id: `op${i}`, enabled: true, ...op })) };
}

interface State {
  pixels: Uint8ClampedArray;
  engine: EditorEngineClient;
  /** Engines of the drag frame's variants (BENCH_ONLY=drag compares them), each on its own canvas. */
  variants: Map<string, EditorEngineClient>;
  direct: EditorEngineClient;
  image: fabric.FabricImage | null;
  backend: fabric.WebGLFilterBackend | null;
}

let state: State | null = null;
let slider: SliderBench | null = null;
let pendingFrame: Promise<SliderFrame> | null = null;
let brush: BrushBench | null = null;

/** A 4000 × 3000 picture scaled up from the sample (cover crop), made once, shared by all contenders. */
async function makePicture(): Promise<Uint8ClampedArray> {
  const blob = await (await fetch('./rocket.jpg')).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  const scale = Math.max(WIDTH / bitmap.width, HEIGHT / bitmap.height);
  const w = bitmap.width * scale;
  const h = bitmap.height * scale;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, (WIDTH - w) / 2, (HEIGHT - h) / 2, w, h);
  return ctx.getImageData(0, 0, WIDTH, HEIGHT).data;
}

/**
 * A drag variant's engine options: 'table' or 'code' (how colour steps are drawn), 'full' (the view drawn
 * at full resolution during the drag, as before drag frames had their own pixel budget), or a number
 * (that many device pixels at most).
 */
function variantOptions(variant: string | undefined): Partial<EngineOptions> {
  if (!variant) return {};
  if (variant === 'table' || variant === 'code') return { dragColour: variant };
  if (variant === 'full') return { dragViewPixels: Number.POSITIVE_INFINITY };
  const pixels = Number(variant);
  if (Number.isFinite(pixels) && pixels > 0) return { dragViewPixels: pixels };
  throw new Error(`unknown drag variant ${variant}`);
}

async function engineWith(canvas: HTMLCanvasElement | null, pixels: Uint8ClampedArray, colourPath: 'lut' | 'direct', variant?: string): Promise<EditorEngineClient> {
  const engine = await createEditorEngine(canvas, { maxImageSize: 4088, pixelRatio: 1, colourPath, ...variantOptions(variant) });
  await engine.loadPixels('photo', WIDTH, HEIGHT, pixels.slice());
  return engine;
}

function setupFabric(pixels: Uint8ClampedArray): { image: fabric.FabricImage; backend: fabric.WebGLFilterBackend } {
  // Big enough a texture for the whole picture, so fabric really filters on WebGL (not its 2D fallback).
  fabric.config.configure({ enableGLFiltering: true, textureSize: 4096 });
  const backend = fabric.initFilterBackend();
  if (!(backend instanceof fabric.WebGLFilterBackend) || !backend.gl) throw new Error('fabric.js did not get its WebGL filter backend');
  fabric.setFilterBackend(backend);
  const source = document.createElement('canvas');
  source.width = WIDTH;
  source.height = HEIGHT;
  source.getContext('2d')?.putImageData(new ImageData(pixels.slice(), WIDTH, HEIGHT), 0, 0);
  const image = new fabric.FabricImage(source);
  image.filters = fabricChain();
  return { image, backend };
}

function ready(): State {
  if (!state) throw new Error('call bench.setup() first');
  return state;
}

declare global {
  interface Window {
    bench: typeof bench;
  }
}

const bench = {
  /** parts: which contenders to prepare (memory runs prepare one only). */
  async setup(parts: { engine: boolean; direct: boolean; fabric: boolean; dragVariants?: string[] }): Promise<Record<string, string>> {
    const pixels = await makePicture();
    const viewCanvas = (): HTMLCanvasElement => {
      const canvas = document.createElement('canvas');
      canvas.style.width = `${VIEW.width}px`;
      canvas.style.height = `${VIEW.height}px`;
      document.body.append(canvas);
      return canvas;
    };
    const engine = parts.engine ? await engineWith(viewCanvas(), pixels, 'lut') : (null as unknown as EditorEngineClient);
    const variants = new Map<string, EditorEngineClient>();
    for (const variant of parts.dragVariants ?? []) variants.set(variant, await engineWith(viewCanvas(), pixels, 'lut', variant));
    const direct = parts.direct ? await engineWith(null, pixels, 'direct') : (null as unknown as EditorEngineClient);
    const f = parts.fabric ? setupFabric(pixels) : null;
    state = { pixels, engine, variants, direct, image: f?.image ?? null, backend: f?.backend ?? null };
    return {
      engine: engine ? `${engine.info.backend} (${engine.info.renderer}), colour path ${engine.info.colourPath}` : '-',
      fabric: f ? `WebGLFilterBackend (its own WebGL context: ${f.backend.gl ? 'yes' : 'no'}; renderer ${f.backend.gpuInfo?.renderer || 'unknown'}; textureSize ${fabric.config.textureSize})` : '-',
    };
  },

  /** Engine: document with the first `count` operations (of the basic or the tone chain), rendered at full size and read back. */
  async engine(count: number, path: 'lut' | 'direct' = 'lut', chain: 'basic' | 'tone' = 'basic'): Promise<{ ms: number; worker: number }> {
    const s = ready();
    const engine = path === 'lut' ? s.engine : s.direct;
    await engine.setDocument(documentWith(count, chain === 'tone' ? TONE_CHAIN : CHAIN));
    const started = performance.now();
    const result = await engine.renderPixels();
    const ms = performance.now() - started;
    if (result.data.length !== WIDTH * HEIGHT * 4) throw new Error('engine returned the wrong size');
    return { ms, worker: result.ms };
  },

  /** CPU reference of the whole chain (in the engine's worker). */
  async reference(): Promise<{ ms: number }> {
    const s = ready();
    await s.engine.setDocument(documentWith(CHAIN.length));
    const started = performance.now();
    await s.engine.referencePixels();
    return { ms: performance.now() - started };
  },

  /** Largest channel difference between the engine's render and the CPU reference (the chain). */
  async agreement(): Promise<{ lut: number; direct: number }> {
    const s = ready();
    const doc = documentWith(CHAIN.length);
    await s.engine.setDocument(doc);
    await s.direct.setDocument(doc);
    const reference = await s.engine.referencePixels();
    const lut = await s.engine.renderPixels();
    const direct = await s.direct.renderPixels();
    const maxDiff = (a: Uint8ClampedArray): number => {
      let max = 0;
      for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs((a[i] ?? 0) - (reference.data[i] ?? 0)));
      return max;
    };
    return { lut: maxDiff(lut.data), direct: maxDiff(direct.data) };
  },

  /** fabric.js: the equivalent filters on the WebGL backend, then the pixels read back. */
  fabric(): { ms: number } {
    const s = ready();
    if (!s.image) throw new Error('fabric not set up');
    const started = performance.now();
    s.image.applyFilters();
    const element = s.image.getElement() as HTMLCanvasElement;
    const data = element.getContext('2d')?.getImageData(0, 0, WIDTH, HEIGHT).data;
    const ms = performance.now() - started;
    if (!data || data.length !== WIDTH * HEIGHT * 4) throw new Error('fabric.js returned the wrong size');
    return { ms };
  },

  /**
   * The app's brightness slider at a 1366 × 850 view, on the 12 MP picture with the whole chain: mounts
   * the editor's AdjustPanel over the engine (run.mjs then drags it with the mouse).
   */
  mountSlider(variant?: string): { x: number; y: number; width: number } {
    const s = ready();
    // The chain without brightness: the slider adds its own step, as in the app.
    const doc = documentWith(CHAIN.length);
    const engine = variant ? s.variants.get(variant) : s.engine;
    if (!engine) throw new Error(`no engine for the drag variant ${variant ?? ''}`);
    slider?.unmount();
    slider = mountSlider(engine, { ...doc, operations: doc.operations.slice(1) }, VIEW);
    const input = document.querySelector<HTMLInputElement>('[data-testid="slider-brightness"] input');
    if (!input) throw new Error('no brightness slider');
    const box = input.getBoundingClientRect();
    return { x: box.left, y: box.top + box.height / 2, width: box.width };
  },

  /** Arms a wait for the frame that follows the next slider input; read it with sliderFrame(). */
  armSlider(): void {
    if (!slider) throw new Error('call bench.mountSlider() first');
    pendingFrame = slider.nextFrame();
  },

  sliderFrame(): Promise<SliderFrame> {
    if (!pendingFrame) throw new Error('call bench.armSlider() first');
    return pendingFrame;
  },

  /** The app's retouch brush (BrushOverlay) with `tool` at a 1366 × 850 view of the 12 MP picture with the whole chain. */
  async mountBrush(tool: BrushOperationType = 'dodge'): Promise<{ x: number; y: number; width: number; height: number }> {
    const s = ready();
    slider?.unmount();
    slider = null;
    brush?.unmount();
    brush = mountBrush(s.engine, documentWith(CHAIN.length), VIEW, tool);
    return brush.ready();
  },

  brushStart(): void {
    if (!brush) throw new Error('call bench.mountBrush() first');
    brush.start();
  },

  brushStop(): { frames: number; ms: number; strokes: number; renderScale: number; workerMs: number; steps: Record<string, number> } {
    if (!brush) throw new Error('call bench.mountBrush() first');
    return brush.stop();
  },
};

window.bench = bench;
