// The CPU reference: runs kernel passes and point steps over rasters with the same formulas and the
// same 8-bit rounding points as the GPU (a pass's result is stored as bytes; inside a pass, floats).
import { clamp01, CpuTexture } from '../kernels/math';
import type { KernelDef, KernelPass, PixelContext, PointStep, Stage } from '../kernels/types';
import type { LayerDraw } from '../pipeline/layers';
import { BLEND } from '../ops/blend';
import { LAYER } from '../ops/geometry';
import { createRaster, type Raster } from '../raster';

/** The tail's parameters packed one after another, as the shader's u_p array holds them. */
function packTail(tail: readonly PointStep[]): { values: Float64Array; offsets: number[] } {
  const offsets: number[] = [];
  let length = 0;
  for (const step of tail) {
    offsets.push(length);
    length += step.values.length;
  }
  const values = new Float64Array(length);
  tail.forEach((step, i) => values.set(step.values, offsets[i] ?? 0));
  return { values, offsets };
}

type TailRunner = (c: Float64Array, at: PixelContext) => void;

function tailRunner(tail: readonly PointStep[]): TailRunner | null {
  if (tail.length === 0) return null;
  const { values, offsets } = packTail(tail);
  const defs = tail.map((step) => step.def);
  return (c, at) => {
    for (let i = 0; i < defs.length; i++) {
      (defs[i] as PointStep['def']).cpu(c, values, offsets[i] ?? 0, at);
      c[0] = clamp01(c[0] ?? 0);
      c[1] = clamp01(c[1] ?? 0);
      c[2] = clamp01(c[2] ?? 0);
    }
  };
}

const toByte = (v: number): number => Math.round(clamp01(v) * 255);

/** A pass of point steps alone (the input read as it is): the CPU side of the fused colour pass. */
export function runPointPass(input: Raster, tail: readonly PointStep[]): Raster {
  const run = tailRunner(tail);
  const out = createRaster(input.width, input.height);
  const src = input.data;
  const dst = out.data;
  const c = new Float64Array(3);
  const at: PixelContext = { x: 0, y: 0, width: input.width, height: input.height };
  for (let y = 0, i = 0; y < input.height; y++) {
    at.y = y;
    for (let x = 0; x < input.width; x++, i += 4) {
      at.x = x;
      c[0] = (src[i] ?? 0) / 255;
      c[1] = (src[i + 1] ?? 0) / 255;
      c[2] = (src[i + 2] ?? 0) / 255;
      run?.(c, at);
      dst[i] = toByte(c[0]);
      dst[i + 1] = toByte(c[1]);
      dst[i + 2] = toByte(c[2]);
      dst[i + 3] = src[i + 3] ?? 255;
    }
  }
  return out;
}

/** One kernel pass, with the tail fused in when it is a stage's last pass. */
export function runKernelPass(pass: KernelPass, inputs: Raster[], tail: readonly PointStep[]): Raster {
  const textures = inputs.map((r) => new CpuTexture(r));
  const params = new Float64Array(64);
  params.set(pass.params.slice(0, 64));
  const run = tailRunner(tail);
  const out = createRaster(pass.width, pass.height);
  const dst = out.data;
  const rgba = new Float64Array(4);
  const c = new Float64Array(3);
  const at: PixelContext = { x: 0, y: 0, width: pass.width, height: pass.height };
  for (let y = 0, i = 0; y < pass.height; y++) {
    at.y = y;
    for (let x = 0; x < pass.width; x++, i += 4) {
      at.x = x;
      pass.def.cpu(x, y, rgba, textures, params);
      c[0] = clamp01(rgba[0] ?? 0);
      c[1] = clamp01(rgba[1] ?? 0);
      c[2] = clamp01(rgba[2] ?? 0);
      run?.(c, at);
      dst[i] = toByte(c[0]);
      dst[i + 1] = toByte(c[1]);
      dst[i + 2] = toByte(c[2]);
      dst[i + 3] = toByte(rgba[3] ?? 1);
    }
  }
  return out;
}

/** A stage's passes in order; the last one gets the tail. */
export function runStage(stage: Stage, input: Raster, tail: readonly PointStep[]): Raster {
  const outputs: Raster[] = [];
  stage.passes.forEach((pass, index) => {
    const inputs = pass.inputs.map((ref) => (ref === 'in' ? input : typeof ref === 'number' ? outputs[ref] : ref)).filter((r): r is Raster => r !== undefined);
    outputs.push(runKernelPass(pass, inputs, index === stage.passes.length - 1 ? tail : []));
  });
  return outputs[outputs.length - 1] ?? input;
}

/** A raster filled with one premultiplied colour (the canvas background). */
export function filledRaster(width: number, height: number, rgba: readonly number[]): Raster {
  const out = createRaster(width, height);
  const bytes = [0, 1, 2, 3].map((i) => toByte(rgba[i] ?? 0));
  for (let i = 0; i < out.data.length; i += 4) out.data.set(bytes, i);
  return out;
}

/** "Over" blending of a layer into a premultiplied raster, as GL's ONE, ONE_MINUS_SRC_ALPHA does. */
export function blendLayer(target: Raster, draw: LayerDraw, layerRaster: Raster): void {
  drawOver(target, LAYER, draw.params, draw.bounds, [layerRaster]);
}

/** A kernel's premultiplied output blended "over" `target` within `bounds` ([x0, y0, x1, y1)), in place. */
export function drawOver(target: Raster, def: KernelDef, params: readonly number[], bounds: readonly [number, number, number, number], inputs: readonly Raster[]): void {
  const textures = inputs.map((r) => new CpuTexture(r));
  const k = new Float64Array(64);
  k.set(params.slice(0, 64));
  const src = new Float64Array(4);
  const dst = target.data;
  const [x0, y0, x1, y1] = bounds;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      def.cpu(x, y, src, textures, k);
      const i = (y * target.width + x) * 4;
      const keep = 1 - clamp01(src[3] ?? 0);
      for (let c = 0; c < 4; c++) dst[i + c] = toByte(clamp01(src[c] ?? 0) + ((dst[i + c] ?? 0) / 255) * keep);
    }
  }
}

/**
 * A layer in a blend mode other than normal: BLEND over the layer's bounds only, in place (each output
 * pixel reads only its own backdrop pixel, so nothing is read after it was written).
 */
export function blendLayerMode(target: Raster, draw: LayerDraw, params: readonly number[], layerRaster: Raster): void {
  const textures = [new CpuTexture(target), new CpuTexture(layerRaster)];
  const k = new Float64Array(64);
  k.set(params.slice(0, 64));
  const out = new Float64Array(4);
  const dst = target.data;
  const [x0, y0, x1, y1] = draw.bounds;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      BLEND.cpu(x, y, out, textures, k);
      const i = (y * target.width + x) * 4;
      for (let c = 0; c < 4; c++) dst[i + c] = toByte(out[c] ?? 0);
    }
  }
}
