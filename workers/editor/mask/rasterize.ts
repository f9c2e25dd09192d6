// The mask rasterizer (CPU; both backends use its raster — the GPU uploads it as a texture): a layer mask
// (src/lib/shared/editor/masks.ts) becomes a coverage raster at the render scale, 0 = the layer hidden,
// 1 = shown. Output pixel (px, py) stands for the document square [px, px + 1) / scale.
//   rectangle: the exact area of the pixel inside it; ellipse: a one-pixel ramp across its edge;
//   polygon/lasso: even-odd fill, 4 sub-scanlines a pixel with exact horizontal coverage;
//   magic wand / colour range: evaluated on `pixels` (straight RGBA at the same size): the layer's own
//   pixels for an image layer, the composite below for an adjustment layer;
//   strokes: the brush coverage reference (workers/editor/brush/coverage.ts);
// then feather (three box blurs ≈ a Gaussian of σ = feather / 2 document pixels), invert, density.
import { colorToRgba } from '../../../src/lib/shared/editor/params';
import type { LayerMask, SelectionShape } from '../../../src/lib/shared/editor/masks';
import { strokeCoverage } from '../brush/coverage';
import { createRaster, type Raster } from '../raster';

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

function rectangleCoverage(s: { x: number; y: number; width: number; height: number }, width: number, height: number, scale: number): Float32Array {
  const out = new Float32Array(width * height);
  const x0 = s.x * scale;
  const x1 = (s.x + s.width) * scale;
  const y0 = s.y * scale;
  const y1 = (s.y + s.height) * scale;
  const span = (lo: number, hi: number, p: number): number => Math.max(0, Math.min(hi, p + 1) - Math.max(lo, p));
  const cols = new Float32Array(width);
  for (let x = Math.max(0, Math.floor(x0)); x < Math.min(width, Math.ceil(x1)); x++) cols[x] = span(x0, x1, x);
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(height, Math.ceil(y1)); y++) {
    const fy = span(y0, y1, y);
    for (let x = 0; x < width; x++) out[y * width + x] = fy * (cols[x] as number);
  }
  return out;
}

function ellipseCoverage(s: { x: number; y: number; width: number; height: number }, width: number, height: number, scale: number): Float32Array {
  const out = new Float32Array(width * height);
  const rx = (s.width * scale) / 2;
  const ry = (s.height * scale) / 2;
  const cx = s.x * scale + rx;
  const cy = s.y * scale + ry;
  const y0 = Math.max(0, Math.floor(cy - ry - 1));
  const y1 = Math.min(height, Math.ceil(cy + ry + 1));
  const x0 = Math.max(0, Math.floor(cx - rx - 1));
  const x1 = Math.min(width, Math.ceil(cx + rx + 1));
  for (let y = y0; y < y1; y++) {
    const dy = (y + 0.5 - cy) / ry;
    for (let x = x0; x < x1; x++) {
      const dx = (x + 0.5 - cx) / rx;
      const r = Math.hypot(dx, dy);
      // Distance to the edge in pixels, along the gradient of the implicit function (good for any ratio).
      const grad = Math.hypot(dx / rx, dy / ry) / Math.max(r, 1e-9);
      out[y * width + x] = clamp01((1 - r) / Math.max(grad, 1e-9) + 0.5);
    }
  }
  return out;
}

const SUB = 4;

function polygonCoverage(points: readonly number[], width: number, height: number, scale: number): Float32Array {
  const out = new Float32Array(width * height);
  const n = Math.floor(points.length / 2);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    xs[i] = (points[i * 2] as number) * scale;
    ys[i] = (points[i * 2 + 1] as number) * scale;
    minY = Math.min(minY, ys[i] as number);
    maxY = Math.max(maxY, ys[i] as number);
  }
  const crossings: number[] = [];
  const row = new Float32Array(width);
  for (let y = Math.max(0, Math.floor(minY)); y < Math.min(height, Math.ceil(maxY)); y++) {
    row.fill(0);
    for (let s = 0; s < SUB; s++) {
      const sy = y + (s + 0.5) / SUB;
      crossings.length = 0;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const ya = ys[i] as number;
        const yb = ys[j] as number;
        if (ya > sy !== yb > sy) crossings.push((xs[i] as number) + ((sy - ya) / (yb - ya)) * ((xs[j] as number) - (xs[i] as number)));
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const a = Math.max(0, crossings[k] as number);
        const b = Math.min(width, crossings[k + 1] as number);
        if (b <= a) continue;
        const ia = Math.floor(a);
        const ib = Math.min(width - 1, Math.floor(b));
        if (ia === ib) {
          row[ia] = (row[ia] as number) + (b - a) / SUB;
          continue;
        }
        row[ia] = (row[ia] as number) + (ia + 1 - a) / SUB;
        for (let x = ia + 1; x < ib; x++) row[x] = (row[x] as number) + 1 / SUB;
        if (ib < width) row[ib] = (row[ib] as number) + (b - ib) / SUB;
      }
    }
    for (let x = 0; x < width; x++) out[y * width + x] = clamp01(row[x] as number);
  }
  return out;
}

/** The largest channel difference between pixel i of `data` and (r, g, b), 0..255. */
const distance = (data: Uint8ClampedArray, i: number, r: number, g: number, b: number): number =>
  Math.max(Math.abs((data[i * 4] as number) - r), Math.abs((data[i * 4 + 1] as number) - g), Math.abs((data[i * 4 + 2] as number) - b));

function wandCoverage(s: { x: number; y: number; tolerance: number; contiguous: boolean }, pixels: Raster | null, width: number, height: number, scale: number): Float32Array {
  const out = new Float32Array(width * height);
  if (!pixels || pixels.width !== width || pixels.height !== height) return out;
  const sx = Math.floor(s.x * scale);
  const sy = Math.floor(s.y * scale);
  if (sx < 0 || sy < 0 || sx >= width || sy >= height) return out;
  const data = pixels.data;
  const seed = sy * width + sx;
  const [r, g, b] = [data[seed * 4] as number, data[seed * 4 + 1] as number, data[seed * 4 + 2] as number];
  if (!s.contiguous) {
    for (let i = 0; i < out.length; i++) if (distance(data, i, r, g, b) <= s.tolerance) out[i] = 1;
    return out;
  }
  // Flood fill, 4-connected, with an explicit stack.
  const stack = new Int32Array(width * height);
  let top = 0;
  stack[top++] = seed;
  out[seed] = 1;
  while (top > 0) {
    const i = stack[--top] as number;
    const x = i % width;
    const visit = (j: number): void => {
      if (out[j] === 0 && distance(data, j, r, g, b) <= s.tolerance) {
        out[j] = 1;
        stack[top++] = j;
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < width * (height - 1)) visit(i + width);
  }
  return out;
}

function colourRangeCoverage(s: { colour: string; fuzziness: number }, pixels: Raster | null, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  if (!pixels || pixels.width !== width || pixels.height !== height) return out;
  const [r, g, b] = colorToRgba(s.colour).map((v) => Math.round(v * 255)) as [number, number, number, number];
  for (let i = 0; i < out.length; i++) {
    const d = distance(pixels.data, i, r, g, b);
    out[i] = s.fuzziness <= 0 ? (d === 0 ? 1 : 0) : clamp01(1 - d / s.fuzziness);
  }
  return out;
}

/** One selection shape's coverage (0..1) at `scale`. */
export function shapeCoverage(shape: SelectionShape, width: number, height: number, scale: number, pixels: Raster | null): Float32Array {
  switch (shape.kind) {
    case 'rectangle':
      return rectangleCoverage(shape, width, height, scale);
    case 'ellipse':
      return ellipseCoverage(shape, width, height, scale);
    case 'polygon':
      return polygonCoverage(shape.points, width, height, scale);
    case 'wand':
      return wandCoverage(shape, pixels, width, height, scale);
    case 'colourRange':
      return colourRangeCoverage(shape, pixels, width, height);
  }
}

/** A horizontal box blur of radius r (edges clamped), src → dst, a running sum along each row. */
function blurRows(src: Float32Array, dst: Float32Array, width: number, height: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += src[base + Math.min(width - 1, Math.max(0, k))] as number;
    for (let x = 0; x < width; x++) {
      dst[base + x] = sum * inv;
      sum += (src[base + Math.min(width - 1, x + r + 1)] as number) - (src[base + Math.max(0, x - r)] as number);
    }
  }
}

/** A vertical box blur of radius r (edges clamped), src → dst, row by row with running column sums. */
function blurColumns(src: Float32Array, dst: Float32Array, width: number, height: number, r: number, sums: Float64Array): void {
  const inv = 1 / (2 * r + 1);
  sums.fill(0);
  for (let k = -r; k <= r; k++) {
    const row = Math.min(height - 1, Math.max(0, k)) * width;
    for (let x = 0; x < width; x++) sums[x] = (sums[x] as number) + (src[row + x] as number);
  }
  for (let y = 0; y < height; y++) {
    const base = y * width;
    for (let x = 0; x < width; x++) dst[base + x] = (sums[x] as number) * inv;
    const add = Math.min(height - 1, y + r + 1) * width;
    const drop = Math.max(0, y - r) * width;
    for (let x = 0; x < width; x++) sums[x] = (sums[x] as number) + (src[add + x] as number) - (src[drop + x] as number);
  }
}

/** Feather: three box blurs whose variance adds up to σ² with σ = feather·scale / 2 output pixels. */
export function featherCoverage(c: Float32Array, width: number, height: number, featherPixels: number): void {
  const sigma = featherPixels / 2;
  if (sigma < 0.5) return;
  // A box of radius r has variance r(r + 1)/3; three of them: r(r + 1) = σ².
  const r = Math.max(1, Math.round((-1 + Math.sqrt(1 + 4 * sigma * sigma)) / 2));
  const tmp = new Float32Array(c.length);
  const sums = new Float64Array(width);
  for (let i = 0; i < 3; i++) {
    blurRows(c, tmp, width, height, r);
    blurColumns(tmp, c, width, height, r, sums);
  }
}

/** The mask's coverage at `scale` over a width × height raster (0..1 floats). */
export function maskCoverage(mask: LayerMask, width: number, height: number, scale: number, pixels: Raster | null): Float32Array {
  const c = new Float32Array(width * height).fill(mask.base === 'reveal' ? 1 : 0);
  for (const part of mask.parts) {
    if (part.type === 'stroke') {
      const s = strokeCoverage(part.stroke, width, height, scale);
      if (part.reveal) for (let i = 0; i < c.length; i++) c[i] = (c[i] as number) + (1 - (c[i] as number)) * (s[i] as number);
      else for (let i = 0; i < c.length; i++) c[i] = (c[i] as number) * (1 - (s[i] as number));
      continue;
    }
    const s = shapeCoverage(part.shape, width, height, scale, pixels);
    if (part.mode === 'add') for (let i = 0; i < c.length; i++) c[i] = Math.max(c[i] as number, s[i] as number);
    else if (part.mode === 'subtract') for (let i = 0; i < c.length; i++) c[i] = (c[i] as number) * (1 - (s[i] as number));
    else for (let i = 0; i < c.length; i++) c[i] = Math.min(c[i] as number, s[i] as number);
  }
  featherCoverage(c, width, height, mask.feather * scale);
  for (let i = 0; i < c.length; i++) {
    const v = mask.inverted ? 1 - (c[i] as number) : (c[i] as number);
    c[i] = 1 - mask.density * (1 - v);
  }
  return c;
}

/** The coverage as a raster (coverage in every channel, 8 bits): what both backends mix with. */
export function coverageRaster(coverage: Float32Array, width: number, height: number): Raster {
  const out = createRaster(width, height);
  for (let i = 0; i < coverage.length; i++) {
    const v = Math.round(clamp01(coverage[i] as number) * 255);
    out.data[i * 4] = v;
    out.data[i * 4 + 1] = v;
    out.data[i * 4 + 2] = v;
    out.data[i * 4 + 3] = 255;
  }
  return out;
}

/** The mask of a layer as a coverage raster at `scale`. */
export function maskRaster(mask: LayerMask, width: number, height: number, scale: number, pixels: Raster | null): Raster {
  return coverageRaster(maskCoverage(mask, width, height, scale, pixels), width, height);
}
