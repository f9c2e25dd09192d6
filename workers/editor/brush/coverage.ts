// The CPU reference of brush coverage: how much of each output pixel a stroke paints (0..1). Dabs come
// from `strokeDabs` (src/lib/shared/editor/strokes.ts); within one stroke they build up as
// 1 − Π(1 − strengthᵢ) and never past the stroke's opacity, so passing twice over a pixel in one stroke
// deepens it only up to that cap (as in Photoshop and Photopea). Pixel (px, py) at `scale` samples the
// stroke at ((px + 0.5) / scale, (py + 0.5) / scale) in the points' coordinates.
import { dabFalloff, strokeBounds, strokeDabs, type BrushStroke, type Dab } from '../../../src/lib/shared/editor/strokes';

/**
 * Multiplies one dab into `remain` (Π(1 − strength) of a width × height raster at `scale`); returns the box
 * of pixels it can touch, [x0, y0, x1, y1] inclusive, or null when it misses the raster.
 */
function stampDab(remain: Float32Array, width: number, height: number, scale: number, dab: Dab, hardness: number): [number, number, number, number] | null {
  const cx = dab.x * scale;
  const cy = dab.y * scale;
  // Below half a pixel a dab still paints the pixel under it (a thin line at a small preview scale).
  const r = Math.max(0.5, dab.radius * scale);
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(height - 1, Math.ceil(cy + r));
  if (x1 < x0 || y1 < y0) return null;
  for (let y = y0; y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x++) {
      const f = dabFalloff(Math.hypot(x + 0.5 - cx, dy), r, hardness);
      const i = y * width + x;
      if (f > 0) remain[i] = (remain[i] as number) * (1 - dab.alpha * f);
    }
  }
  return [x0, y0, x1, y1];
}

/** One stroke's coverage over a width × height raster at `scale` (output pixels per point pixel). */
export function strokeCoverage(stroke: BrushStroke, width: number, height: number, scale: number): Float32Array {
  // Kept as the product of (1 − strength): the coverage is 1 − remain, capped at the opacity.
  const remain = new Float32Array(width * height).fill(1);
  for (const dab of strokeDabs(stroke)) stampDab(remain, width, height, scale, dab, stroke.hardness);
  const out = remain;
  for (let i = 0; i < out.length; i++) out[i] = Math.min(stroke.opacity, 1 - (out[i] as number));
  return out;
}

/** Several strokes painted one after the other: each covers what the ones before left (c ← c + (1 − c)·s). */
export function strokesCoverage(strokes: readonly BrushStroke[], width: number, height: number, scale: number): Float32Array {
  const total = new Float32Array(width * height);
  for (const stroke of strokes) {
    const s = strokeCoverage(stroke, width, height, scale);
    for (let i = 0; i < total.length; i++) total[i] = (total[i] as number) + (1 - (total[i] as number)) * (s[i] as number);
  }
  return total;
}

/** [x0, y0, x1, y1): a box of raster pixels, x1 and y1 exclusive. */
export type PixelBox = [number, number, number, number];

const sameSettings = (a: BrushStroke, b: BrushStroke): boolean => a.size === b.size && a.hardness === b.hardness && a.opacity === b.opacity && a.flow === b.flow && a.spacing === b.spacing;

/**
 * The coverage of strokes while the last one is being drawn (the live brush frame). The strokes before
 * the last are rasterized once; the last one keeps its "remain" product (Π(1 − strength), as in
 * `strokeCoverage`) and each `update` rasterizes only the dabs added since the one before: a stroke only
 * grows, and the dabs already painted do not change. The opacity cap is applied on read, so the values
 * are those of `strokesCoverage` over the whole raster, pixel for pixel.
 */
export class IncrementalCoverage {
  private readonly below: Float32Array | null;
  private readonly remain: Float32Array;
  private live: BrushStroke | null = null;
  private dabsDone = 0;

  constructor(
    readonly earlier: readonly BrushStroke[],
    readonly width: number,
    readonly height: number,
    readonly scale: number,
  ) {
    this.below = earlier.length > 0 ? strokesCoverage(earlier, width, height, scale) : null;
    this.remain = new Float32Array(width * height).fill(1);
  }

  /**
   * Paints what `stroke` adds to the live stroke; returns the box of pixels that changed (null: none),
   * or 'reset' when `stroke` does not continue the live stroke (other settings, or its points are not an
   * extension of the ones painted) — the caller then starts a new IncrementalCoverage.
   */
  update(stroke: BrushStroke): PixelBox | null | 'reset' {
    const live = this.live;
    if (live) {
      if (!sameSettings(live, stroke) || stroke.points.length < live.points.length) return 'reset';
      for (let i = 0; i < live.points.length; i++) if (live.points[i] !== stroke.points[i]) return 'reset';
    }
    const dabs = strokeDabs(stroke);
    this.live = { ...stroke, points: stroke.points.slice() };
    const { width, height, scale, remain } = this;
    let [bx0, by0, bx1, by1] = [width, height, 0, 0];
    for (let d = this.dabsDone; d < dabs.length; d++) {
      // The same stamp as strokeCoverage, so the values match it exactly.
      const touched = stampDab(remain, width, height, scale, dabs[d] as Dab, stroke.hardness);
      if (!touched) continue;
      const [x0, y0, x1, y1] = touched;
      bx0 = Math.min(bx0, x0);
      by0 = Math.min(by0, y0);
      bx1 = Math.max(bx1, x1 + 1);
      by1 = Math.max(by1, y1 + 1);
    }
    this.dabsDone = dabs.length;
    return bx1 > bx0 && by1 > by0 ? [bx0, by0, bx1, by1] : null;
  }

  /** The coverage (0..1) at raster index i: the earlier strokes', then the live one's over it. */
  at(i: number): number {
    const s = this.live ? Math.min(this.live.opacity, 1 - (this.remain[i] as number)) : 0;
    const c = this.below ? (this.below[i] as number) : 0;
    return c + (1 - c) * s;
  }

  /** The box every stroke so far can touch (null: none), [x0, y0, x1, y1) in raster pixels. */
  paintedBox(): PixelBox | null {
    const all = this.live ? [...this.earlier, this.live] : this.earlier;
    if (all.length === 0) return null;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const s of all) {
      const [a, b, c, d] = strokeBounds(s);
      x0 = Math.min(x0, a);
      y0 = Math.min(y0, b);
      x1 = Math.max(x1, c);
      y1 = Math.max(y1, d);
    }
    const box: PixelBox = [Math.max(0, Math.floor(x0 * this.scale) - 1), Math.max(0, Math.floor(y0 * this.scale) - 1), Math.min(this.width, Math.ceil(x1 * this.scale) + 1), Math.min(this.height, Math.ceil(y1 * this.scale) + 1)];
    return box[2] > box[0] && box[3] > box[1] ? box : null;
  }

  /** Coverage bytes (0..255, one per pixel) of `box` into `out` (reused; grown when too small); returns it. */
  bytes(box: PixelBox, out: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
    const [x0, y0, x1, y1] = box;
    const w = x1 - x0;
    const need = w * (y1 - y0);
    const buf = out.length >= need ? out : new Uint8Array(need);
    for (let y = y0; y < y1; y++) {
      const row = y * this.width;
      const o = (y - y0) * w - x0;
      for (let x = x0; x < x1; x++) {
        const c = this.at(row + x);
        buf[o + x] = Math.round((c < 0 ? 0 : c > 1 ? 1 : c) * 255);
      }
    }
    return buf;
  }
}
