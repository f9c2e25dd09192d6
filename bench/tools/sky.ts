// The sky replacer's and the portrait tools' pixel work (issue 17), in Node on one core: the sky mask's
// intersection-over-union with the true sky of synthetic landscapes (a plain blue gradient; one with
// textured clouds and a thin mast), and the time of each step at 1 MP and at a 12 MP photo's size.
// Run: npx tsx bench/tools/sky.ts
import { enhancePortrait } from '../../workers/tools/sky/portrait';
import { relight } from '../../workers/tools/sky/relight';
import { replaceSky } from '../../workers/tools/sky/replaceSky';
import { skyMask } from '../../workers/tools/sky/skyMask';
import type { Coverage, Pixels } from '../../workers/tools/types';
import { cloudyLandscape, flat, iou, landscape } from '../../tests/tools/synthetic';

function time<T>(fn: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = fn();
  return { value, ms: performance.now() - started };
}

function gradientSky(width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data[o] = 250 - (y / height) * 40;
      data[o + 1] = 150 + (y / height) * 60;
      data[o + 2] = 90;
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

const sky = gradientSky(1600, 900);
for (const [label, make] of [
  ['blue gradient', landscape],
  ['clouds + mast', cloudyLandscape],
] as const) {
  for (const [w, h] of [
    [1200, 800],
    [4000, 3000],
  ] as const) {
    const { pixels, sky: truth } = make(w, h, 7);
    const mask = time(() => skyMask(pixels));
    const replaced = time(() => replaceSky(pixels, sky, { blend: 0.5, feather: 0.3 }));
    console.log(`${label.padEnd(14)} ${w}×${h}: IoU ${iou(mask.value.data, truth).toFixed(5)}  mask ${mask.ms.toFixed(0)} ms  replace (mask + composite) ${replaced.ms.toFixed(0)} ms`);
  }
}

const big = flat(4000, 3000);
const face = { x: 1500, y: 900, width: 900, height: 1000, score: 1 };
const portrait = time(() => enhancePortrait(big, [face], { smoothing: 0.5, brightness: 0.4, detail: 0.3 }));
console.log(`portrait enhancer 4000×3000, one 900×1000 face: ${portrait.ms.toFixed(0)} ms`);
const person: Coverage = { width: 4000, height: 3000, data: new Uint8Array(4000 * 3000) };
for (let y = 600; y < 3000; y++) for (let x = 1200; x < 2800; x++) person.data[y * 4000 + x] = 255;
const lit = time(() => relight(big, person, { direction: 'left', intensity: 0.6, warmth: 0.2, dim: 0.3 }));
console.log(`relight 4000×3000: ${lit.ms.toFixed(0)} ms`);
