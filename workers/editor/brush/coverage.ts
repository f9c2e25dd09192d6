// The CPU reference of brush coverage: how much of each output pixel a stroke paints (0..1). Dabs come
// from `strokeDabs` (src/lib/shared/editor/strokes.ts); within one stroke they build up as
// 1 − Π(1 − strengthᵢ) and never past the stroke's opacity, so passing twice over a pixel in one stroke
// deepens it only up to that cap (as in Photoshop and Photopea). Pixel (px, py) at `scale` samples the
// stroke at ((px + 0.5) / scale, (py + 0.5) / scale) in the points' coordinates.
import { dabFalloff, strokeDabs, type BrushStroke } from '../../../src/lib/shared/editor/strokes';

/** One stroke's coverage over a width × height raster at `scale` (output pixels per point pixel). */
export function strokeCoverage(stroke: BrushStroke, width: number, height: number, scale: number): Float32Array {
  // Kept as the product of (1 − strength): the coverage is 1 − remain, capped at the opacity.
  const remain = new Float32Array(width * height).fill(1);
  for (const dab of strokeDabs(stroke)) {
    const cx = dab.x * scale;
    const cy = dab.y * scale;
    // Below half a pixel a dab still paints the pixel under it (a thin line at a small preview scale).
    const r = Math.max(0.5, dab.radius * scale);
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(width - 1, Math.ceil(cx + r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(height - 1, Math.ceil(cy + r));
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      for (let x = x0; x <= x1; x++) {
        const f = dabFalloff(Math.hypot(x + 0.5 - cx, dy), r, stroke.hardness);
        const i = y * width + x;
        if (f > 0) remain[i] = (remain[i] as number) * (1 - dab.alpha * f);
      }
    }
  }
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
