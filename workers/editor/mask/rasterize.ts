// The mask rasterizer (CPU; both backends use its raster — the GPU uploads it as a texture): a layer mask
// (src/lib/shared/editor/masks.ts) becomes a coverage raster at the render scale, 0 = the layer hidden,
// 1 = shown. Output pixel (px, py) stands for the document square [px, px + 1) / scale.
//   rectangle: the exact area of the pixel inside it; ellipse: a one-pixel ramp across its edge;
//   polygon/lasso: even-odd fill, 4 sub-scanlines a pixel with exact horizontal coverage;
//   magic wand / colour range: evaluated on `pixels` (straight RGBA at the same size): the layer's own
//   pixels for an image layer, the composite below for an adjustment layer;
//   strokes: the brush coverage reference (workers/editor/brush/coverage.ts);
//   image parts: the engine's picture stretched over the part's box, bilinear (imagePart.ts);
// then refine edge (below), feather (three box blurs ≈ a Gaussian of σ = feather / 2 document pixels), invert, density.
import type { LayerMask, SelectionShape } from '../../../src/lib/shared/editor/masks';
import { colourRangeCoverage, wandCoverage } from '../../../src/lib/shared/editor/pixelSelection';
import { strokeCoverage } from '../brush/coverage';
import { imagePartCoverage, type MaskImages } from './imagePart';
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

/** A box mean of radius r (edges clamped), in place; `tmp` and `sums` are scratch. */
function boxMean(c: Float32Array, width: number, height: number, r: number, tmp: Float32Array, sums: Float64Array): void {
  blurRows(c, tmp, width, height, r);
  blurColumns(tmp, c, width, height, r, sums);
}

/**
 * Refine edge: snaps the rough edge of coverage `c` to the edges of `pixels` (straight RGBA, same size),
 * in place. Within R = `radius` output pixels of the rough edge (where a box of radius R holds both covered
 * and uncovered pixels) the edge is unknown; pixels farther in are sure foreground, farther out sure
 * background. For each unknown pixel the mean colours F and B of the sure pixels within 2R are its local
 * foreground and background; its coverage is where its colour lies between them (the projection of
 * I − B on F − B, 0..1), trusted by how far apart F and B are. A guided filter (He et al.) with the
 * picture's luminance as the guide then smooths that estimate along the picture's edges (where the picture
 * is flat the estimate is kept), and `strength` mixes it with the rough coverage.
 */
export function refineCoverage(c: Float32Array, pixels: Raster, width: number, height: number, radius: number, strength: number): void {
  if (pixels.width !== width || pixels.height !== height || strength <= 0) return;
  const R = Math.max(1, Math.round(radius));
  const n = width * height;
  const tmp = new Float32Array(n);
  const sums = new Float64Array(width);
  const data = pixels.data;
  // How much of the box around each pixel is covered: 1 sure inside, 0 sure outside, between: the band.
  const inside = Float32Array.from(c);
  boxMean(inside, width, height, R, tmp, sums);
  const SURE = 1e-3;
  // Sure-foreground and sure-background weights and colour sums (0..1 colour), averaged over 2R.
  const fw = new Float32Array(n);
  const bw = new Float32Array(n);
  const fc = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const bc = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  for (let i = 0; i < n; i++) {
    const m = inside[i] as number;
    const f = m >= 1 - SURE ? 1 : 0;
    const b = m <= SURE ? 1 : 0;
    fw[i] = f;
    bw[i] = b;
    for (let k = 0; k < 3; k++) {
      const v = (data[i * 4 + k] as number) / 255;
      (fc[k] as Float32Array)[i] = f * v;
      (bc[k] as Float32Array)[i] = b * v;
    }
  }
  for (const a of [fw, bw, ...fc, ...bc]) boxMean(a, width, height, 2 * R, tmp, sums);
  // The estimate: the rough coverage where nothing better is known.
  const estimate = Float32Array.from(c);
  const EPS = 0.02 * 0.02;
  for (let i = 0; i < n; i++) {
    const m = inside[i] as number;
    if (m >= 1 - SURE || m <= SURE) continue;
    const wf = fw[i] as number;
    const wb = bw[i] as number;
    if (wf < 1e-6 || wb < 1e-6) continue;
    let dot = 0;
    let len = 0;
    for (let k = 0; k < 3; k++) {
      const F = ((fc[k] as Float32Array)[i] as number) / wf;
      const B = ((bc[k] as Float32Array)[i] as number) / wb;
      const d = F - B;
      dot += ((data[i * 4 + k] as number) / 255 - B) * d;
      len += d * d;
    }
    const alpha = clamp01(dot / Math.max(len, 1e-12));
    const trust = len / (len + EPS);
    estimate[i] = (c[i] as number) + (alpha - (c[i] as number)) * trust;
  }
  // Guided filter of the estimate, guided by luminance: q = mean(a)·I + mean(b) with a = cov(I, p) / (var(I) + ε).
  const r = Math.max(1, Math.round(R / 4));
  const I = new Float32Array(n);
  for (let i = 0; i < n; i++) I[i] = (0.2126 * (data[i * 4] as number) + 0.7152 * (data[i * 4 + 1] as number) + 0.0722 * (data[i * 4 + 2] as number)) / 255;
  const meanI = Float32Array.from(I);
  const meanP = Float32Array.from(estimate);
  const corrII = new Float32Array(n);
  const corrIP = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    corrII[i] = (I[i] as number) * (I[i] as number);
    corrIP[i] = (I[i] as number) * (estimate[i] as number);
  }
  for (const a of [meanI, meanP, corrII, corrIP]) boxMean(a, width, height, r, tmp, sums);
  const GF_EPS = 1e-3;
  // Reuse corrII / corrIP for the coefficients a and b; `edge` says how much the picture varies around
  // each pixel: where it is flat there is no edge to snap to and the estimate is kept (no extra blur).
  const edge = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const mi = meanI[i] as number;
    const variance = Math.max(0, (corrII[i] as number) - mi * mi);
    edge[i] = variance / (variance + GF_EPS);
    const a = ((corrIP[i] as number) - mi * (meanP[i] as number)) / (variance + GF_EPS);
    corrII[i] = a;
    corrIP[i] = (meanP[i] as number) - a * mi;
  }
  boxMean(corrII, width, height, r, tmp, sums);
  boxMean(corrIP, width, height, r, tmp, sums);
  for (let i = 0; i < n; i++) {
    const m = inside[i] as number;
    // Only the band changes; its border fades in over a sliver so the sure parts join it without a seam.
    const band = clamp01(Math.min(m, 1 - m) * 20);
    if (band <= 0) continue;
    const filtered = (corrII[i] as number) * (I[i] as number) + (corrIP[i] as number);
    const e = edge[i] as number;
    const refined = clamp01((estimate[i] as number) + (filtered - (estimate[i] as number)) * e);
    c[i] = (c[i] as number) + (refined - (c[i] as number)) * band * strength;
  }
}

/** The mask's coverage at `scale` over a width × height raster (0..1 floats); `images` feeds its image parts. */
export function maskCoverage(mask: LayerMask, width: number, height: number, scale: number, pixels: Raster | null, images: MaskImages | null = null): Float32Array {
  const c = new Float32Array(width * height).fill(mask.base === 'reveal' ? 1 : 0);
  for (const part of mask.parts) {
    if (part.type === 'stroke') {
      const s = strokeCoverage(part.stroke, width, height, scale);
      if (part.reveal) for (let i = 0; i < c.length; i++) c[i] = (c[i] as number) + (1 - (c[i] as number)) * (s[i] as number);
      else for (let i = 0; i < c.length; i++) c[i] = (c[i] as number) * (1 - (s[i] as number));
      continue;
    }
    const s = part.type === 'image' ? imagePartCoverage(part, width, height, scale, images) : shapeCoverage(part.shape, width, height, scale, pixels);
    if (part.mode === 'add') for (let i = 0; i < c.length; i++) c[i] = Math.max(c[i] as number, s[i] as number);
    else if (part.mode === 'subtract') for (let i = 0; i < c.length; i++) c[i] = (c[i] as number) * (1 - (s[i] as number));
    else for (let i = 0; i < c.length; i++) c[i] = Math.min(c[i] as number, s[i] as number);
  }
  if (mask.refine && mask.refine.radius > 0 && pixels) refineCoverage(c, pixels, width, height, mask.refine.radius * scale, mask.refine.strength);
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
export function maskRaster(mask: LayerMask, width: number, height: number, scale: number, pixels: Raster | null, images: MaskImages | null = null): Raster {
  return coverageRaster(maskCoverage(mask, width, height, scale, pixels, images), width, height);
}
