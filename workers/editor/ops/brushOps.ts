// The brush operations (issue 14): "coverage × effect". The coverage of the operation's strokes is made on
// the CPU (workers/editor/brush/coverage.ts, the one reference) over the strokes' bounding box at the
// render's scale, stored as bytes in a small raster and read by both backends as kernel input 1; the
// effect is computed per pixel in the kernel (brushKernels.ts) and mixed in by that coverage. Each brush
// is defined once here (BRUSHES): the full pass (BRUSH_BUILDERS) and the live stroke frame
// (workers/editor/gl/glBackend.ts, through brushPlan) both take their kernel and parameters from it.
import { colorToRgba, numberParam, stringParam } from '../../../src/lib/shared/editor/params';
import { strokeBounds, type BrushStroke } from '../../../src/lib/shared/editor/strokes';
import type { OperationParams } from '../../../src/lib/shared/editor/types';
import { strokesCoverage } from '../brush/coverage';
import { clamp01 } from '../kernels/math';
import type { KernelDef, KernelPass } from '../kernels/types';
import { createRaster, type Raster } from '../raster';
import { CLONE, DODGE_BURN, HEAL, PAINT, RED_EYE, SOFTEN, SPOT_HEAL } from './brushKernels';
import { blurChain, type BlurChain } from './convolve';
import { stage, type BuildContext, type OpBuilder, type Step } from './types';

/** A brush's coverage over [x, y, x + width, y + height] of the render, one byte per pixel (in R, G, B, A). */
export interface CoverageBox {
  x: number;
  y: number;
  raster: Raster;
}

/** The strokes' coverage at the render's scale, cropped to where they paint; null when they paint nothing. */
export function coverageBox(strokes: readonly BrushStroke[], ctx: BuildContext): CoverageBox | null {
  if (strokes.length === 0) return null;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const s of strokes) {
    const [a, b, c, d] = strokeBounds(s);
    x0 = Math.min(x0, a);
    y0 = Math.min(y0, b);
    x1 = Math.max(x1, c);
    y1 = Math.max(y1, d);
  }
  // One pixel of margin: a dab thinner than a pixel still paints the pixel under it.
  const bx0 = Math.max(0, Math.floor(x0 * ctx.scale) - 1);
  const by0 = Math.max(0, Math.floor(y0 * ctx.scale) - 1);
  const bx1 = Math.min(ctx.width, Math.ceil(x1 * ctx.scale) + 1);
  const by1 = Math.min(ctx.height, Math.ceil(y1 * ctx.scale) + 1);
  if (bx1 <= bx0 || by1 <= by0) return null;
  const w = bx1 - bx0;
  const h = by1 - by0;
  // Shifted so the box's corner is the origin: pixel (bx0 + i) samples the same point as before.
  const dx = bx0 / ctx.scale;
  const dy = by0 / ctx.scale;
  const shifted = strokes.map((s) => ({ ...s, points: s.points.map((v, i) => (i % 3 === 0 ? v - dx : i % 3 === 1 ? v - dy : v)) }));
  const cover = strokesCoverage(shifted, w, h, ctx.scale);
  const raster = createRaster(w, h);
  for (let i = 0; i < cover.length; i++) raster.data.fill(Math.round(clamp01(cover[i] ?? 0) * 255), i * 4, i * 4 + 4);
  return { x: bx0, y: by0, raster };
}

/** The largest brush diameter among the strokes (full-resolution pixels). */
function largestSize(strokes: readonly BrushStroke[]): number {
  return strokes.reduce((m, s) => Math.max(m, s.size), 1);
}

/** A brush's parameters for one render: K1, the blur its effect reads (if any), and its reach. */
interface Effect {
  k1: number[];
  /** Sigma (pixels of this render) of the blur of the picture the kernel reads as input 2. */
  blurSigma?: number;
  /** How far (pixels of this render) from a pixel whose coverage changes the output can change. */
  reach?: number;
}

interface Brush {
  def: KernelDef;
  effect: (params: OperationParams, ctx: BuildContext, strokes: readonly BrushStroke[]) => Effect;
}

const RANGE_INDEX = new Map([
  ['shadows', 0],
  ['midtones', 1],
  ['highlights', 2],
]);

const exposureOf = (p: OperationParams, sign: number): number[] => [(sign * numberParam(p, 'exposure', 50)) / 100, RANGE_INDEX.get(stringParam(p, 'range', 'midtones')) ?? 1, 0, 0];
const offsetOf = (p: OperationParams, ctx: BuildContext): number[] => [Math.round(numberParam(p, 'dx', 0) * ctx.scale), Math.round(numberParam(p, 'dy', 0) * ctx.scale), 1, 0];
/** Spot heal's ring radius: it lies outside a dab painted where the pixel is, three quarters of the diameter away. */
const ringOf = (ctx: BuildContext, strokes: readonly BrushStroke[]): number => Math.max(1, 0.75 * largestSize(strokes) * ctx.scale);

/** Every brush tool, defined once. */
const BRUSHES: ReadonlyMap<string, Brush> = new Map<string, Brush>([
  ['dodge', { def: DODGE_BURN, effect: (p) => ({ k1: exposureOf(p, 1) }) }],
  ['burn', { def: DODGE_BURN, effect: (p) => ({ k1: exposureOf(p, -1) }) }],
  ['clone', { def: CLONE, effect: (p, ctx) => ({ k1: offsetOf(p, ctx) }) }],
  // The tone comes from a blur about a quarter of the brush wide: finer detail is the source's.
  ['heal', { def: HEAL, effect: (p, ctx, strokes) => ({ k1: offsetOf(p, ctx), blurSigma: Math.min(32, (largestSize(strokes) / 4) * ctx.scale) }) }],
  // A pixel's fill reads the coverage around it on the ring: a change of coverage reaches that far.
  ['spot-heal', { def: SPOT_HEAL, effect: (_p, ctx, strokes) => ({ k1: [ringOf(ctx, strokes), 0, 0, 0], reach: Math.ceil(ringOf(ctx, strokes)) + 1 }) }],
  ['sharpen-brush', { def: SOFTEN, effect: (p, ctx) => ({ k1: [1, (2 * numberParam(p, 'strength', 50)) / 100, 1, 0], blurSigma: 1.5 * ctx.scale }) }],
  ['blur-brush', { def: SOFTEN, effect: (p, ctx) => ({ k1: [0, 0, 1, 0], blurSigma: (0.5 + (6 * numberParam(p, 'strength', 50)) / 100) * ctx.scale }) }],
  ['red-eye', { def: RED_EYE, effect: (p) => ({ k1: [numberParam(p, 'strength', 100) / 100, 0, 0, 0] }) }],
  ['paint', { def: PAINT, effect: (p) => ({ k1: colorToRgba(stringParam(p, 'color', '#ffffffff')) }) }],
]);

/** What drawing a brush operation takes at one render: its kernel, K1, the blur chain it reads, its reach. */
export interface BrushPlan {
  def: KernelDef;
  k1: number[];
  /** Passes blurring the operation's input; their result is the kernel's input 2 (K1.z is its factor). */
  blur: BlurChain | null;
  /** Pixels (of this render) around a changed coverage pixel whose output can change; 0 for per-pixel effects. */
  reach: number;
}

/** The plan of brush `type` over a picture of ctx's size with ctx's strokes; null when `type` is no brush. */
export function brushPlan(type: string, params: OperationParams, ctx: BuildContext): BrushPlan | null {
  const brush = BRUSHES.get(type);
  if (!brush) return null;
  const { k1, blurSigma, reach } = brush.effect(params, ctx, ctx.strokes ?? []);
  const blur = blurSigma === undefined ? null : blurChain(ctx, Math.max(0.3, blurSigma));
  const k = [...k1];
  if (blur) k[2] = blur.factor;
  return { def: brush.def, k1: k, blur, reach: reach ?? 0 };
}

/** The full pass of brush `type`: nothing when no stroke paints; else one stage ending in its kernel. */
function brushBuilder(type: string): OpBuilder {
  return (params, ctx): Step[] => {
    const box = coverageBox(ctx.strokes ?? [], ctx);
    const plan = box ? brushPlan(type, params, ctx) : null;
    if (!box || !plan) return [];
    const passes: KernelPass[] = [...(plan.blur?.passes ?? [])];
    const inputs: KernelPass['inputs'] = ['in', box.raster];
    if (plan.blur) inputs.push(passes.length - 1);
    passes.push({ def: plan.def, inputs, width: ctx.width, height: ctx.height, params: [box.x, box.y, box.raster.width, box.raster.height, ...plan.k1] });
    return [stage({ label: type, passes })];
  };
}

export const BRUSH_BUILDERS: Readonly<Record<string, OpBuilder>> = Object.fromEntries([...BRUSHES.keys()].map((type) => [type, brushBuilder(type)]));
