// Runs kernels and point steps on the GPU. A pass's shader is generated from its kernel and its tail of
// point steps (so they fuse into one draw). With the 'lut' colour path, each run of colour-only steps is
// first baked into a lookup table by a tiny pass over a 65³ lattice (33³ during drags, where the bake is
// a visible share of the frame), then applied with one 3D texture read a pixel — the per-pixel cost of
// the colour work is then the same for 1 step or 20.
import { PRELUDE } from '../kernels/math';
import type { KernelDef, KernelPass, PointDef, PointStep, Stage } from '../kernels/types';
import { MAX_KERNEL_PARAMS, MAX_POINT_SLOTS } from '../kernels/types';
import type { Job } from '../jobs';
import type { LayerDraw } from '../pipeline/layers';
import { BLEND } from '../ops/blend';
import { LAYER } from '../ops/geometry';
import { MAX_INPUTS, type GlContext, type GlTexture } from './glContext';

export type ColourPath = 'lut' | 'direct';

/** Lattice points per side: 65 keeps the table within 3 levels of the exact maths; 33 within about 5. */
export const LUT_SIZE = 65;
export const LUT_SIZE_INTERACTIVE = 33;
const MAX_LUTS = 4;
/** Heavy kernels are drawn in strips of about this many pixels, with a fence and a progress report each. */
const STRIP_PIXELS = 1_000_000;

type TailItem = { kind: 'code'; def: PointDef; slot: number } | { kind: 'lut'; index: number };

const kParams = (code: string): string => code.replace(/\bK(\d+)\b/g, (_, n: string) => `u_k[${n}]`);
const pParams = (code: string, base: number): string => code.replace(/\bP(\d+)\b/g, (_, n: string) => `u_p[${base + Number(n)}]`);

function passSource(kernel: KernelDef | null, tail: readonly TailItem[], slots: number): string {
  const inputs = Math.max(1, kernel?.inputs ?? 1);
  const luts = tail.filter((t) => t.kind === 'lut').length;
  // Lattice point k sits at texel centre (k + 0.5) / n; the table's size comes from the texture itself.
  const body = tail
    .map((item) =>
      item.kind === 'lut'
        ? `{ vec3 n = vec3(textureSize(u_lut${item.index}, 0)); c = texture(u_lut${item.index}, c * ((n - 1.0) / n) + 0.5 / n).rgb; }`
        : `{ ${pParams(item.def.glsl, item.slot)} }\n  c = clamp(c, 0.0, 1.0);`,
    )
    .join('\n  ');
  return `${PRELUDE}
uniform vec4 u_k[${MAX_KERNEL_PARAMS}];
${slots > 0 ? `uniform vec4 u_p[${slots}];` : ''}
uniform vec2 u_outSize;
${Array.from({ length: inputs }, (_, i) => `uniform sampler2D u_in${i};`).join('\n')}
${Array.from({ length: luts }, (_, i) => `uniform sampler3D u_lut${i};`).join('\n')}
out vec4 o_color;
${kernel?.functions ?? ''}
void main() {
  ivec2 px = ivec2(gl_FragCoord.xy);
  vec2 pos = vec2(px) + 0.5;
  vec2 outSize = u_outSize;
  vec2 uv = pos / outSize;
  vec4 src;
  { ${kernel ? kParams(kernel.glsl) : 'src = texelFetch(u_in0, px, 0);'} }
  vec3 c = clamp(src.rgb, 0.0, 1.0);
  ${body}
  o_color = vec4(c, clamp(src.a, 0.0, 1.0));
}
`;
}

/** Slices of the table one bake draw writes (multiple render targets, each a slice of the 3D texture). */
const BAKE_LAYERS = 8;

function bakeSource(defs: readonly { def: PointDef; slot: number }[], slots: number, layers: number): string {
  return `${PRELUDE}
uniform vec4 u_p[${Math.max(1, slots)}];
uniform float u_z;
uniform float u_last;
${Array.from({ length: layers }, (_, k) => `layout(location = ${k}) out vec4 o_color${k};`).join('\n')}
vec3 bake(vec3 c) {
  ${defs.map((d) => `{ ${pParams(d.def.glsl, d.slot)} }\n  c = clamp(c, 0.0, 1.0);`).join('\n  ')}
  return c;
}
void main() {
  ivec2 px = ivec2(gl_FragCoord.xy);
  ${Array.from({ length: layers }, (_, k) => `o_color${k} = vec4(bake(vec3(float(px.x), float(px.y), u_z + ${k}.0) / u_last), 1.0);`).join('\n  ')}
}
`;
}

interface PreparedTail {
  items: TailItem[];
  params: Float32Array;
  luts: WebGLTexture[];
}

export class GlPasses {
  /** Baked tables by the steps and values they stand for; a slider drag re-bakes only what changed. */
  private lutCache = new Map<string, WebGLTexture>();

  constructor(
    private readonly ctx: GlContext,
    public colourPath: ColourPath,
  ) {}

  /** Lattice size of the tables baked from now on. */
  lutSize = LUT_SIZE;

  /** After a context loss the tables are gone with everything else. */
  reset(): void {
    this.lutCache.clear();
  }

  /** The baked table of a run of colour steps (cached by steps and values). */
  bakeLut(steps: readonly PointStep[]): WebGLTexture {
    const size = this.lutSize;
    const key = JSON.stringify([size, steps.map((s) => [s.def.id, s.values])]);
    const cached = this.lutCache.get(key);
    if (cached) {
      this.lutCache.delete(key);
      this.lutCache.set(key, cached);
      return cached;
    }
    const { gl } = this.ctx;
    if (this.lutCache.size >= 8) {
      const [oldKey, old] = this.lutCache.entries().next().value as [string, WebGLTexture];
      gl.deleteTexture(old);
      this.lutCache.delete(oldKey);
    }
    const lut = gl.createTexture();
    if (!lut) throw new Error('Could not create a lookup table');
    gl.bindTexture(gl.TEXTURE_3D, lut);
    gl.texStorage3D(gl.TEXTURE_3D, 1, gl.RGBA8, size, size, size);
    for (const p of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER]) gl.texParameteri(gl.TEXTURE_3D, p, gl.LINEAR);
    for (const p of [gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T, gl.TEXTURE_WRAP_R]) gl.texParameteri(gl.TEXTURE_3D, p, gl.CLAMP_TO_EDGE);
    let slot = 0;
    const defs = steps.map((s) => {
      const entry = { def: s.def, slot };
      slot += s.def.slots;
      return entry;
    });
    const params = new Float32Array(Math.max(4, slot * 4));
    steps.forEach((s, i) => params.set(s.values, (defs[i]?.slot ?? 0) * 4));
    // Several slices a draw: each draw is a render pass, and a render pass has a fixed cost that (on
    // software WebGL above all) outweighs a slice's 33² or 65² points — a drag frame's main cost otherwise.
    const perDraw = Math.max(1, Math.min(BAKE_LAYERS, this.ctx.maxDrawBuffers));
    for (let z = 0; z < size; z += perDraw) {
      const layers = Math.min(perDraw, size - z);
      const program = this.ctx.program(bakeSource(defs, slot, layers));
      this.ctx.drawLayers(program, lut, z, layers, size, size, (g, p) => {
        g.uniform4fv(p.uniform('u_p'), params);
        g.uniform1f(p.uniform('u_z'), z);
        g.uniform1f(p.uniform('u_last'), size - 1);
      });
    }
    this.lutCache.set(key, lut);
    return lut;
  }

  private prepareTail(tail: readonly PointStep[]): PreparedTail {
    const items: TailItem[] = [];
    const luts: WebGLTexture[] = [];
    const values: number[] = [];
    let run: PointStep[] = [];
    const flushRun = (): void => {
      if (run.length === 0) return;
      if (luts.length < MAX_LUTS) {
        items.push({ kind: 'lut', index: luts.length });
        luts.push(this.bakeLut(run));
      } else for (const step of run) addCode(step);
      run = [];
    };
    const addCode = (step: PointStep): void => {
      items.push({ kind: 'code', def: step.def, slot: values.length / 4 });
      values.push(...step.values);
    };
    for (const step of tail) {
      if (this.colourPath === 'lut' && step.def.lut) run.push(step);
      else {
        flushRun();
        addCode(step);
      }
    }
    flushRun();
    if (values.length / 4 > MAX_POINT_SLOTS) throw new RangeError('Too many point steps in one pass');
    return { items, params: new Float32Array(values), luts };
  }

  /** One kernel pass (or a plain read when `pass` is null) into a pooled texture. */
  async runKernel(pass: KernelPass | null, inputs: readonly GlTexture[], tail: readonly PointStep[], job: Job | null): Promise<GlTexture> {
    const first = inputs[0];
    const width = pass?.width ?? first?.width ?? 1;
    const height = pass?.height ?? first?.height ?? 1;
    const prepared = this.prepareTail(tail);
    const program = this.ctx.program(passSource(pass?.def ?? null, prepared.items, prepared.params.length / 4));
    const kparams = new Float32Array(MAX_KERNEL_PARAMS * 4);
    kparams.set((pass?.params ?? []).slice(0, kparams.length));
    const target = this.ctx.acquire(width, height);
    const strips = pass?.heavy && job ? Math.max(1, Math.ceil((width * height) / STRIP_PIXELS)) : 1;
    const rows = Math.ceil(height / strips);
    for (let s = 0; s < strips; s++) {
      this.ctx.draw({
        program,
        target,
        width,
        height,
        inputs: inputs.slice(0, MAX_INPUTS),
        luts: prepared.luts,
        scissor: strips > 1 ? [0, s * rows, width, Math.min(rows, height - s * rows)] : undefined,
        setUniforms: (gl, p) => {
          gl.uniform4fv(p.uniform('u_k'), kparams);
          if (prepared.params.length > 0) gl.uniform4fv(p.uniform('u_p'), prepared.params);
          gl.uniform2f(p.uniform('u_outSize'), width, height);
        },
      });
      if (strips > 1 && job) {
        await this.ctx.waitForGpu();
        try {
          job.check();
        } catch (error) {
          this.ctx.release(target);
          throw error;
        }
        job.progress((s + 1) / strips);
      }
    }
    return target;
  }

  /**
   * One kernel pass drawn into `target` (the caller's, not pooled) within `scissor` only ([x, y, width,
   * height] in its pixels): the rest of `target` keeps what it had. The live brush frame redraws only
   * where the stroke changed; a designer drag frame only around the moved layers. A null `def` copies.
   */
  drawKernelInto(def: KernelDef | null, params: readonly number[], inputs: readonly GlTexture[], target: GlTexture, scissor: readonly [number, number, number, number]): void {
    const program = this.ctx.program(passSource(def, [], 0));
    const kparams = new Float32Array(MAX_KERNEL_PARAMS * 4);
    kparams.set(params.slice(0, kparams.length));
    this.ctx.draw({
      program,
      target,
      width: target.width,
      height: target.height,
      inputs: inputs.slice(0, MAX_INPUTS),
      scissor,
      setUniforms: (gl, p) => {
        gl.uniform4fv(p.uniform('u_k'), kparams);
        gl.uniform2f(p.uniform('u_outSize'), target.width, target.height);
      },
    });
  }

  /** A stage's passes in order, the tail fused into the last; intermediates go back to the pool. */
  async runStage(stage: Stage, input: GlTexture, tail: readonly PointStep[], job: Job | null): Promise<GlTexture> {
    const outputs: GlTexture[] = [];
    // Rasters made on the CPU (brush coverage) are uploaded for the stage and freed after it.
    const uploaded: GlTexture[] = [];
    try {
      for (const [index, pass] of stage.passes.entries()) {
        const inputs = pass.inputs
          .map((ref) => {
            if (ref === 'in') return input;
            if (typeof ref === 'number') return outputs[ref];
            const texture = this.ctx.createTexture(ref.width, ref.height, ref.data);
            uploaded.push(texture);
            return texture;
          })
          .filter((t): t is GlTexture => t !== undefined);
        outputs.push(await this.runKernel(pass, inputs, index === stage.passes.length - 1 ? tail : [], job));
      }
    } catch (error) {
      for (const t of outputs) this.ctx.release(t);
      throw error;
    } finally {
      for (const t of uploaded) this.ctx.gl.deleteTexture(t.texture);
    }
    const result = outputs.pop() ?? input;
    for (const t of outputs) this.ctx.release(t);
    return result;
  }

  /** Blends a layer (premultiplied "over") into `target` within the layer's bounds. */
  blendLayer(target: GlTexture, draw: LayerDraw, layerTexture: GlTexture): void {
    this.drawOver(target, LAYER, draw.params, draw.bounds, [layerTexture]);
  }

  /** A kernel's premultiplied output blended "over" `target` within `bounds` ([x0, y0, x1, y1)). */
  drawOver(target: GlTexture, def: KernelDef, params: readonly number[], bounds: readonly [number, number, number, number], inputs: readonly GlTexture[]): void {
    const program = this.ctx.program(passSource(def, [], 0));
    const kparams = new Float32Array(MAX_KERNEL_PARAMS * 4);
    kparams.set(params.slice(0, kparams.length));
    const [x0, y0, x1, y1] = bounds;
    this.ctx.draw({
      program,
      target,
      width: target.width,
      height: target.height,
      inputs,
      blend: true,
      scissor: [x0, y0, x1 - x0, y1 - y0],
      setUniforms: (gl, p) => {
        gl.uniform4fv(p.uniform('u_k'), kparams);
        gl.uniform2f(p.uniform('u_outSize'), target.width, target.height);
      },
    });
  }

  /**
   * A layer in a blend mode other than normal: the picture is copied (a texture cannot be read while it
   * is drawn into), then BLEND is drawn over the layer's bounds only. Returns the new pooled texture.
   */
  async blendLayerMode(target: GlTexture, draw: LayerDraw, params: readonly number[], layerTexture: GlTexture): Promise<GlTexture> {
    const next = await this.runKernel(null, [target], [], null);
    const program = this.ctx.program(passSource(BLEND, [], 0));
    const kparams = new Float32Array(MAX_KERNEL_PARAMS * 4);
    kparams.set(params.slice(0, kparams.length));
    const [x0, y0, x1, y1] = draw.bounds;
    this.ctx.draw({
      program,
      target: next,
      width: target.width,
      height: target.height,
      inputs: [target, layerTexture],
      scissor: [x0, y0, x1 - x0, y1 - y0],
      setUniforms: (gl, p) => {
        gl.uniform4fv(p.uniform('u_k'), kparams);
        gl.uniform2f(p.uniform('u_outSize'), target.width, target.height);
      },
    });
    return next;
  }
}
