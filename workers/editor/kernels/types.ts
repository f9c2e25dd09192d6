// The two building blocks every operation is made of, each written twice — GLSL for the GPU and
// TypeScript for the CPU reference — with the same formula:
//
// - a point step changes one pixel from its own colour (and, for "pixel" steps such as the vignette, its
//   position). Consecutive point steps run fused in ONE shader pass; runs of colour-only steps are baked
//   into a 3D lookup table, so their per-pixel cost does not grow with their number.
// - a kernel is one full pass that may read any pixel of its inputs (geometry, blur, artsy…). A kernel
//   that ends a stage also runs the point steps that follow it, in the same pass.
import type { Raster } from '../raster';
import type { CpuTexture } from './math';

export interface PixelContext {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PointDef {
  id: string;
  /**
   * true: depends on the colour only and is continuous, so a 3D lookup table can stand for it.
   * false: depends on the position (vignette, grain) or jumps (posterize): runs as code every time.
   */
  lut: boolean;
  /** vec4 parameter slots it reads as P0, P1, … */
  slots: number;
  /** GLSL statements over `vec3 c` (and `vec2 uv`, `ivec2 px`, `vec2 outSize` when lut is false). */
  glsl: string;
  /** The same over c[0..2]; p[o + 4·k + i] is Pk's component i. */
  cpu(c: Float64Array, p: Float64Array, o: number, at: PixelContext): void;
}

export interface PointStep {
  def: PointDef;
  /** Packed parameters, 4 · def.slots numbers. */
  values: number[];
}

export interface KernelDef {
  id: string;
  /** How many input textures it reads (u_in0 …). */
  inputs: number;
  /** Extra GLSL functions, placed before main. */
  functions?: string;
  /**
   * GLSL statements that set `vec4 src` for the output pixel `ivec2 px` (`vec2 pos` is its centre),
   * reading u_in0… and the kernel's parameters K0, K1, … (vec4).
   */
  glsl: string;
  /** The same: writes RGBA (0..1) into out. k holds the parameters, k[4·i + j] = Ki's component j. */
  cpu(x: number, y: number, out: Float64Array, inputs: CpuTexture[], k: Float64Array): void;
}

/**
 * A kernel with its inputs (`'in'` = the stage's input, n = the n-th earlier pass of the stage, or a
 * raster made on the CPU — a brush's coverage — that the GPU uploads for the pass).
 */
export interface KernelPass {
  def: KernelDef;
  inputs: Array<'in' | number | Raster>;
  width: number;
  height: number;
  params: number[];
  /** Many texture reads a pixel: drawn in strips, with progress, at full resolution. */
  heavy?: boolean;
}

/** A stage turns one picture into another through one or more kernel passes (the last gives the result). */
export interface Stage {
  label: string;
  passes: KernelPass[];
}

export const MAX_KERNEL_PARAMS = 16;
export const MAX_POINT_SLOTS = 96;
