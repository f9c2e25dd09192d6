// Every operation rendered by WebGL2 (SwiftShader here) matches its CPU reference on small pictures.
//
// Tolerances, per 8-bit channel:
// - 3 for everything computed with continuous maths: both sides run the same formula, the GPU in float32
//   and the CPU in float64, and each pass rounds to bytes, so an intermediate can land one step apart and
//   a later pass (contrast, sharpen) can stretch that to two or three.
// - The same 3 for colour runs baked into the 65³ lookup table ('lut' path): the table's interpolation
//   error stays within 3 levels for the catalogue's ranges (see tests/editor/lut.test.ts).
// - Artsy renderings pick between alternatives (the Kuwahara quadrant with the least variance, the
//   triangle a pixel falls in, a posterize level): where two choices are equal to float precision the two
//   backends may pick differently and that pixel differs a lot. For those we require 99% of channels within
//   3 and a mean difference under 1 — a wrong formula would fail both by far.
import { describe, expect, it } from 'vitest';
import { isBrushOperation } from '../../src/lib/shared/editor/brushCatalogue';
import { OPERATION_SPECS, type OperationSpec } from '../../src/lib/shared/editor/catalogue';
import { addImageLayer, addTextLayer, createDocument, updateLayer } from '../../src/lib/shared/editor/edits';
import { defaultParams } from '../../src/lib/shared/editor/params';
import type { BrushStroke } from '../../src/lib/shared/editor/strokes';
import type { OperationParams } from '../../src/lib/shared/editor/types';
import { createRenderers, photoWith } from './support/renderers';
import { difference, testPicture } from './support/pictures';

/** Parameters that make each operation do something visible (defaults where they already do). */
const PARAMS: Record<string, OperationParams> = {
  crop: { x: 0.1, y: 0.2, width: 0.6, height: 0.5 },
  rotate: { turns: 1 },
  flip: { horizontal: true, vertical: true },
  straighten: { angle: 7.5 },
  resize: { width: 37, height: 0 },
  expand: { top: 10, right: 20, bottom: 5, left: 0, color: '#336699ff' },
  exposure: { amount: 0.8 },
  brightness: { amount: 40 },
  contrast: { amount: 60 },
  highlights: { amount: -70 },
  shadows: { amount: 70 },
  saturation: { amount: 60 },
  vibrance: { amount: 80 },
  warmth: { amount: 60 },
  tint: { amount: -60 },
  hue: { amount: 70 },
  clarity: { amount: 70 },
  sharpen: { amount: 80 },
  blur: { amount: 60 },
  vignette: { amount: 60, size: 40 },
  denoise: { amount: 70 },
  curves: { rgb: '0,0 0.25,0.15 0.5,0.7 1,1', red: '0,0.1 0.6,0.5 1,0.95', blue: '0.05,0 1,0.9' },
  levels: { rgbInBlack: 20, rgbInWhite: 220, rgbGamma: 1.6, greenGamma: 0.7, redOutBlack: 30, blueOutWhite: 200 },
  hsl: { redHue: 60, orangeSaturation: -70, yellowLuminance: 80, greenHue: -50, aquaSaturation: 90, blueLuminance: -80, purpleHue: 40, magentaSaturation: -100 },
  'color-balance': { shadowsCyanRed: 60, shadowsYellowBlue: -40, midtonesMagentaGreen: 50, highlightsYellowBlue: 70, preserveLuminosity: true },
  'split-toning': { highlightHue: 40, highlightSaturation: 80, shadowHue: 210, shadowSaturation: 70, balance: 30 },
  dodge: { range: 'shadows', exposure: 90 },
  burn: { range: 'highlights', exposure: 90 },
  clone: { dx: 30, dy: -12 },
  heal: { dx: -25, dy: 10 },
  'sharpen-brush': { strength: 100 },
  'blur-brush': { strength: 100 },
  'red-eye': { strength: 100 },
  paint: { color: '#3366ccc0' },
};

/** Brush operations paint two soft strokes, one with a pen's varying pressure (the coverage's edges differ). */
const STROKES: BrushStroke[] = [
  { size: 18, hardness: 0.3, opacity: 0.9, flow: 0.7, spacing: 0.15, points: [10, 20, 0.5, 40, 30, 0.5, 70, 24, 0.5] },
  { size: 24, hardness: 0.6, opacity: 1, flow: 1, spacing: 0.1, points: [30, 55, 0.2, 50, 45, 0.8, 80, 60, 0.4] },
];

const CHOOSING = new Set(['oil-painting', 'cartoonizer', 'poly-art', 'vector-art', 'comics', 'digital-art']);

function paramsFor(spec: OperationSpec): OperationParams {
  return { ...defaultParams(spec.type), ...PARAMS[spec.type] };
}

describe('each operation on WebGL2 matches its CPU reference', () => {
  const r = createRenderers();
  const picture = testPicture(96, 72);
  r.images.set('photo', picture);

  it.each(OPERATION_SPECS.map((spec) => [spec.type, spec] as const))('%s', async (_type, spec) => {
    const doc = photoWith('photo', picture, [{ type: spec.type, params: paramsFor(spec), ...(isBrushOperation(spec.type) ? { strokes: STROKES } : {}) }]);
    const cpu = await r.cpu(doc);
    const untouched = difference(cpu, picture);
    // The parameters must change the picture, or the comparison would prove nothing.
    expect(untouched.max, 'operation had no effect').toBeGreaterThan(0);
    for (const path of ['direct', 'lut'] as const) {
      const gpu = await r.gpu(doc, path);
      expect([gpu.width, gpu.height]).toEqual([cpu.width, cpu.height]);
      const d = difference(gpu, cpu);
      if (CHOOSING.has(spec.type)) {
        expect(d.outliers, `${path}: share of channels off by more than 3`).toBeLessThan(0.01);
        expect(d.mean, `${path}: mean difference`).toBeLessThan(1);
      } else {
        expect(d.max, `${path}: largest channel difference`).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe('wide neighbourhoods (downsampled blur paths) match too', () => {
  const r = createRenderers();
  const picture = testPicture(480, 360, { seed: 7 });
  r.images.set('big', picture);

  it.each([
    ['blur', { amount: 100 }],
    ['clarity', { amount: -80 }],
    ['poly-art', { amount: 100, detail: 20 }],
  ] as const)('%s', async (type, params) => {
    const doc = photoWith('big', picture, [{ type, params }]);
    const d = difference(await r.gpu(doc), await r.cpu(doc));
    if (CHOOSING.has(type)) expect(d.outliers).toBeLessThan(0.01);
    else expect(d.max).toBeLessThanOrEqual(3);
  });
});

describe('tone settings on either side of the lookup table match', () => {
  const r = createRenderers();
  const picture = testPicture(96, 72, { seed: 11 });
  r.images.set('tone', picture);

  // Gentle levels bake into the table; a strong midtone lift and a steep curve run as code in the pass.
  it.each([
    ['levels', { rgbGamma: 1.3, redGamma: 0.5, blueOutWhite: 180 }],
    ['levels', { rgbGamma: 2.5, rgbInBlack: 10 }],
    ['curves', { rgb: '0,0 0.05,0.5 1,1', blue: '0,0.3 0.5,0.35 1,0.6' }],
  ] as const)('%s %j', async (type, params) => {
    const doc = photoWith('tone', picture, [{ type, params: { ...defaultParams(type), ...params } }]);
    const cpu = await r.cpu(doc);
    expect(difference(cpu, picture).max).toBeGreaterThan(0);
    for (const path of ['direct', 'lut'] as const) expect(difference(await r.gpu(doc, path), cpu).max, path).toBeLessThanOrEqual(3);
  });
});

describe('chains and previews match', () => {
  const r = createRenderers();
  const picture = testPicture(120, 80, { seed: 3, alpha: true });
  r.images.set('p', picture);
  const chain = photoWith('p', picture, [
    { type: 'crop', params: { x: 0.05, y: 0.1, width: 0.9, height: 0.8, ratio: 'free' } },
    { type: 'brightness', params: { amount: 20 } },
    { type: 'contrast', params: { amount: 30 } },
    { type: 'straighten', params: { angle: -4 } },
    { type: 'sepia', params: { amount: 60 } },
    { type: 'sharpen', params: { amount: 50 } },
    { type: 'vignette', params: { amount: 40, size: 50 } },
    { type: 'film-grain', params: { amount: 70 } },
  ]);

  it('a mixed chain of geometry, colour, looks and convolution, with transparency', async () => {
    const cpu = await r.cpu(chain);
    for (const path of ['direct', 'lut'] as const) expect(difference(await r.gpu(chain, path), cpu).max).toBeLessThanOrEqual(3);
  });

  it('the same chain at a preview scale (resampled input)', async () => {
    const gpu = await r.gpu(chain, 'direct', 0.4);
    const cpu = await r.cpu(chain, 0.4);
    expect(gpu.width).toBeLessThan(picture.width);
    expect(difference(gpu, cpu).max).toBeLessThanOrEqual(3);
  });
});

describe('layers and text match', () => {
  it('a collage: placed, turned, scaled and see-through layers over a background', async () => {
    const r = createRenderers();
    const a = testPicture(80, 60, { seed: 21 });
    const b = testPicture(50, 50, { seed: 22, alpha: true });
    r.images.set('a', a);
    r.images.set('b', b);
    let doc = createDocument({ section: 'collage', width: 160, height: 120, background: '#2040608f' });
    doc = addImageLayer(doc, { imageId: 'a', width: 80, height: 60 }, { x: 50, y: 40, scaleX: 1, scaleY: 1, rotation: 0 }).document;
    doc = addImageLayer(doc, { imageId: 'b', width: 50, height: 50 }, { x: 100, y: 70, scaleX: 1.4, scaleY: 0.8, rotation: 30 }).document;
    const third = addImageLayer(doc, { imageId: 'a', width: 80, height: 60 }, { x: 120, y: 30, scaleX: 0.3, scaleY: 0.3, rotation: -15 });
    doc = updateLayer(third.document, third.id, { opacity: 0.6 });
    const d = difference(await r.gpu(doc), await r.cpu(doc));
    expect(d.max).toBeLessThanOrEqual(3);
  });

  it('text layers drawn by the engine, turned and scaled, over an edited photo', async () => {
    const r = createRenderers();
    const pic = testPicture(200, 120, { seed: 5 });
    r.images.set('p', pic);
    let doc = photoWith('p', pic, [{ type: 'contrast', params: { amount: 20 } }]);
    doc = addTextLayer(doc, { text: 'Hello\nworld', fontSize: 28, color: '#ff3366cc', align: 'left', bold: true, transform: { x: 80, y: 60, scaleX: 1.5, scaleY: 1.2, rotation: 20 } }).document;
    doc = addTextLayer(doc, { text: 'Pixloom', fontFamily: 'serif', italic: true, fontSize: 18, color: '#ffffff', transform: { x: 150, y: 100, scaleX: 1, scaleY: 1, rotation: 0 } }).document;
    const cpu = await r.cpu(doc);
    expect(difference(cpu, await r.cpu(photoWith('p', pic, [{ type: 'contrast', params: { amount: 20 } }]))).max).toBeGreaterThan(100);
    expect(difference(await r.gpu(doc), cpu).max).toBeLessThanOrEqual(3);
  });
});
