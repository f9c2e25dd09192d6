// The classical looks of issue 17 rendered by WebGL2 (SwiftShader here) match their CPU reference, at their
// defaults and at other settings, on a small picture and on a larger one (wider radii, downsampled glows).
//
// Tolerances, per 8-bit channel (see gpuMatchesCpu.browser.test.ts for the reasoning):
// - perfect skin, fantasy portrait, lens flare: continuous maths on both sides, float32 against float64,
//   rounded to bytes after each pass: every channel within 3.
// - comics (brightness bands) and digital art (Kuwahara's least-variance quadrant) choose between
//   alternatives; where two are equal to float precision the backends may pick differently. For those,
//   under 1% of channels off by more than 3 and a mean difference under 1.
import { describe, expect, it } from 'vitest';
import { defaultParams } from '../../src/lib/shared/editor/params';
import type { OperationParams } from '../../src/lib/shared/editor/types';
import { createRenderers, photoWith } from './support/renderers';
import { difference, testPicture } from './support/pictures';

const CHOOSING = new Set(['comics', 'digital-art']);

const CASES: Array<[string, OperationParams]> = [
  ['comics', {}],
  ['comics', { amount: 70, edges: 100, dots: 100 }],
  ['digital-art', {}],
  ['digital-art', { smoothness: 100, glow: 100 }],
  ['fantasy-portrait', {}],
  ['fantasy-portrait', { glow: 100, hue: 120 }],
  ['perfectskin', {}],
  ['perfectskin', { amount: 100, radius: 10 }],
  ['lens-flare', {}],
  ['lens-flare', { amount: 80, x: 0.7, y: 0.6 }],
];

/** A picture with skin-coloured areas, so perfect skin has something to smooth. */
function warmPicture(width: number, height: number, seed: number) {
  const p = testPicture(width, height, { seed });
  for (let i = 0; i < p.data.length; i += 4) {
    p.data[i] = Math.min(255, 120 + (p.data[i] ?? 0) * 0.5);
    p.data[i + 1] = 70 + (p.data[i + 1] ?? 0) * 0.35;
    p.data[i + 2] = 50 + (p.data[i + 2] ?? 0) * 0.3;
  }
  return p;
}

describe.each([
  ['96×72', 96, 72],
  ['400×300', 400, 300],
])('the classical looks on WebGL2 match their CPU reference (%s)', (_name, width, height) => {
  const r = createRenderers();
  const picture = warmPicture(width, height, 5);
  r.images.set('warm', picture);

  it.each(CASES)('%s %j', async (type, params) => {
    const doc = photoWith('warm', picture, [{ type, params: { ...defaultParams(type), ...params } }]);
    const cpu = await r.cpu(doc);
    expect(difference(cpu, picture).max, 'operation had no effect').toBeGreaterThan(0);
    for (const path of ['direct', 'lut'] as const) {
      const d = difference(await r.gpu(doc, path), cpu);
      console.info(`${type} ${JSON.stringify(params)} ${width}×${height} ${path}: max ${d.max}, mean ${d.mean.toFixed(3)}, outliers ${(d.outliers * 100).toFixed(3)}%`);
      if (CHOOSING.has(type)) {
        expect(d.outliers, `${path}: share of channels off by more than 3`).toBeLessThan(0.01);
        expect(d.mean, `${path}: mean difference`).toBeLessThan(1);
      } else {
        expect(d.max, `${path}: largest channel difference`).toBeLessThanOrEqual(3);
      }
    }
  });
});
