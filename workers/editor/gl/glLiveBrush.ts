// The live brush stroke on the GPU (issue 14): while a stroke is drawn, each frame rasterizes only the dabs
// added since the last one (IncrementalCoverage), uploads only the box they changed, and redraws the
// brush's kernel only there (widened by the brush's reach), over a picture that keeps what the frames
// before painted. What the brush reads around a pixel (a blur of the picture, for heal and the blur and
// sharpen brushes) is made once from the picture below the brush and kept while that picture stays.
// The kernel and its parameters are the full pass's (brushPlan), so the live frame equals a full render.
import type { Operation } from '../../../src/lib/shared/editor/types';
import { IncrementalCoverage, type PixelBox } from '../brush/coverage';
import type { KernelDef } from '../kernels/types';
import { brushPlan } from '../ops/brushOps';
import type { BlurChain } from '../ops/convolve';
import type { GlContext, GlTexture } from './glContext';
import type { GlPasses } from './glPasses';

/**
 * The live stroke's state between frames: the picture with the brush applied so far (`out`), the
 * coverage raster on the CPU and on the GPU (one byte a pixel), all at the frame's render size.
 */
export interface LiveBrush {
  key: string;
  out: GlTexture;
  coverage: GlTexture;
  cover: IncrementalCoverage;
  def: KernelDef;
  params: number[];
  /** The blur the kernel reads as input 2 (owned by LiveBrushes' blur cache), or null. */
  blur: GlTexture | null;
  /** Pixels around a changed coverage pixel whose output can change (spot heal's ring). */
  reach: number;
}

/** A box grown by `margin` pixels on each side, within width × height. */
function widen(box: PixelBox, margin: number, width: number, height: number): PixelBox {
  if (margin <= 0) return box;
  return [Math.max(0, box[0] - margin), Math.max(0, box[1] - margin), Math.min(width, box[2] + margin), Math.min(height, box[3] + margin)];
}

export class LiveBrushes {
  private live: LiveBrush | null = null;
  /** The blur of the picture below the brush: the same for every stroke over that picture. */
  private blur: { key: string; texture: GlTexture } | null = null;
  /** The coverage bytes of a frame's changed box, kept between frames (grown when too small). */
  private coverageBytes: Uint8Array<ArrayBuffer> = new Uint8Array(0);

  constructor(
    private readonly ctx: GlContext,
    private readonly passes: () => GlPasses,
  ) {}

  /** After a context loss: the GPU objects are gone already. */
  forget(): void {
    this.live = null;
    this.blur = null;
  }

  /** Frees the live stroke's textures (and the kept blur with `all`). */
  drop(all = false): void {
    const live = this.live;
    this.live = null;
    if (all) {
      if (!this.ctx.isLost()) this.ctx.release(this.blur?.texture);
      this.blur = null;
    }
    if (!live || this.ctx.isLost()) return;
    this.ctx.release(live.out);
    // One byte a pixel: not a pooled texture (the pool holds RGBA ones by size).
    this.ctx.deleteTexture(live.coverage);
  }

  /** A one-byte-a-pixel texture of zeros (WebGL clears new textures). */
  private coverageTexture(width: number, height: number): GlTexture {
    const { gl } = this.ctx;
    const texture = gl.createTexture();
    if (!texture) throw new Error('Could not create a texture');
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.R8, width, height);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    return { texture, width, height };
  }

  /** The blur `chain` makes of `base`, kept while the picture and the blur's parameters stay. */
  private async blurOf(chain: BlurChain | null, base: GlTexture, baseKey: string): Promise<GlTexture | null> {
    if (!chain) return null;
    const key = JSON.stringify([baseKey, chain.passes.map((p) => [p.def.id, p.width, p.height, p.params])]);
    if (this.blur?.key === key) return this.blur.texture;
    const texture = await this.passes().runStage({ label: 'brush blur', passes: chain.passes }, base, [], null);
    this.ctx.release(this.blur?.texture);
    this.blur = { key, texture };
    return texture;
  }

  /**
   * The brush operation `last` over `base` for a live frame, redrawn only where the stroke changed since
   * the last frame; `changed` is the box of `out` redrawn (null: nothing). null when `last` has no stroke.
   */
  async frame(last: Operation, base: GlTexture, baseKey: string, scale: number, steps: Record<string, number>): Promise<{ live: LiveBrush; changed: PixelBox | null } | null> {
    const strokes = last.strokes ?? [];
    const stroke = strokes[strokes.length - 1];
    const { width, height } = base;
    const plan = stroke ? brushPlan(last.type, last.params, { scale, width, height, strokes }) : null;
    if (!stroke || !plan) {
      this.drop();
      return null;
    }
    let t = performance.now();
    const earlier = strokes.slice(0, -1);
    const key = JSON.stringify([baseKey, last.id, last.type, last.params, earlier, width, height]);
    let live = this.live?.key === key ? this.live : null;
    let changed: PixelBox | null = null;
    if (live) {
      const result = live.cover.update(stroke);
      if (result === 'reset') live = null;
      else changed = result;
    }
    if (!live) {
      this.drop();
      const cover = new IncrementalCoverage(earlier, width, height, scale);
      cover.update(stroke);
      const blur = await this.blurOf(plan.blur, base, baseKey);
      const out = await this.passes().runKernel(null, [base], [], null);
      live = { key, out, coverage: this.coverageTexture(width, height), cover, def: plan.def, params: [0, 0, width, height, ...plan.k1], blur, reach: plan.reach };
      this.live = live;
      changed = cover.paintedBox();
    }
    steps.coverage = performance.now() - t;
    t = performance.now();
    let drawn: PixelBox | null = null;
    if (changed) {
      const [x0, y0, x1, y1] = changed;
      const bytes = live.cover.bytes(changed, this.coverageBytes);
      this.coverageBytes = bytes;
      const { gl } = this.ctx;
      gl.bindTexture(gl.TEXTURE_2D, live.coverage.texture);
      gl.texSubImage2D(gl.TEXTURE_2D, 0, x0, y0, x1 - x0, y1 - y0, gl.RED, gl.UNSIGNED_BYTE, bytes, 0);
      drawn = widen(changed, live.reach, width, height);
      const inputs = live.blur ? [base, live.coverage, live.blur] : [base, live.coverage];
      this.passes().drawKernelInto(live.def, live.params, inputs, live.out, [drawn[0], drawn[1], drawn[2] - drawn[0], drawn[3] - drawn[1]]);
    }
    steps.brush = performance.now() - t;
    return { live, changed: drawn };
  }
}
