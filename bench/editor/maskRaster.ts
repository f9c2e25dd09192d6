// What a mask costs the CPU rasterizer (issue 14, masks): the coverage of a feathered lasso with a subtracted
// ellipse and a painted stroke, at a 12 MP photo's preview size (1600 px wide) and at full resolution, and
// the size of that mask in the project (bytes of JSON): vector parts, not pixels; and the same mask with
// refine edge (radius 20 document pixels) against a picture with a hard-edged blob.
// Run: npx tsx bench/editor/maskRaster.ts
import { maskFromSelection, type LayerMask } from '../../src/lib/shared/editor/masks';
import { maskRaster } from '../../workers/editor/mask/rasterize';

const W = 4000;
const H = 3000;
const lasso: number[] = [];
for (let i = 0; i < 400; i++) {
  const a = (i / 400) * Math.PI * 2;
  const r = 1100 + 200 * Math.sin(a * 7);
  lasso.push(W / 2 + r * Math.cos(a), H / 2 + r * Math.sin(a));
}
const mask: LayerMask = {
  ...maskFromSelection({
    parts: [
      { shape: { kind: 'polygon', points: lasso }, mode: 'add' },
      { shape: { kind: 'ellipse', x: 1700, y: 1200, width: 600, height: 400 }, mode: 'subtract' },
    ],
    feather: 40,
  }),
};
mask.parts.push({ type: 'stroke', reveal: false, stroke: { size: 120, hardness: 0.5, opacity: 1, flow: 1, spacing: 0.15, points: [800, 800, 0.5, 2000, 1500, 0.5, 3200, 900, 0.5] } });

function time(label: string, fn: () => void): void {
  fn();
  const runs = 3;
  const start = performance.now();
  for (let i = 0; i < runs; i++) fn();
  console.log(`${label}: ${((performance.now() - start) / runs).toFixed(1)} ms`);
}

const preview = 1600 / W;
time(`mask coverage at preview size (${Math.round(W * preview)}×${Math.round(H * preview)})`, () => maskRaster(mask, Math.round(W * preview), Math.round(H * preview), preview, null));
time(`mask coverage at full size (${W}×${H}, 12 MP)`, () => maskRaster(mask, W, H, 1, null));
console.log(`mask in the project: ${new TextEncoder().encode(JSON.stringify(mask)).length} bytes`);

/** A picture of W' × H': a dark blob near the lasso on a light, slightly noisy background. */
function picture(width: number, height: number, scale: number): { width: number; height: number; data: Uint8ClampedArray } {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x / scale - W / 2;
      const dy = y / scale - H / 2;
      const v = Math.hypot(dx, dy) < 1150 ? 40 : 215;
      const n = (x * 7 + y * 13) % 9;
      data.set([v + n, v + n, v, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}
const refined: LayerMask = { ...mask, refine: { radius: 20, strength: 1 } };
const pw = Math.round(W * preview);
const ph = Math.round(H * preview);
const small = picture(pw, ph, preview);
time(`refined mask coverage at preview size (${pw}×${ph})`, () => maskRaster(refined, pw, ph, preview, small));
const full = picture(W, H, 1);
time(`refined mask coverage at full size (${W}×${H}, 12 MP)`, () => maskRaster(refined, W, H, 1, full));
