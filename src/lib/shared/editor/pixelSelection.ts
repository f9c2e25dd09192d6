// The selection shapes that read pixels — magic wand and colour range — as coverage (0..1) over straight
// RGBA pixels: used by the engine's mask rasterizer (workers/editor/mask/rasterize.ts) and by the selection
// overlay, which traces their real edge on a small render (src/features/editor/canvas/selectionEdge.ts).
import { colorToRgba } from './params';

/** Straight RGBA pixels, row by row. */
export interface SelectionPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

/** The largest channel difference between pixel i of `data` and (r, g, b), 0..255. */
const distance = (data: Uint8ClampedArray, i: number, r: number, g: number, b: number): number =>
  Math.max(Math.abs((data[i * 4] as number) - r), Math.abs((data[i * 4 + 1] as number) - g), Math.abs((data[i * 4 + 2] as number) - b));

export function wandCoverage(s: { x: number; y: number; tolerance: number; contiguous: boolean }, pixels: SelectionPixels | null, width: number, height: number, scale: number): Float32Array {
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

export function colourRangeCoverage(s: { colour: string; fuzziness: number }, pixels: SelectionPixels | null, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  if (!pixels || pixels.width !== width || pixels.height !== height) return out;
  const [r, g, b] = colorToRgba(s.colour).map((v) => Math.round(v * 255)) as [number, number, number, number];
  for (let i = 0; i < out.length; i++) {
    const d = distance(pixels.data, i, r, g, b);
    out[i] = s.fuzziness <= 0 ? (d === 0 ? 1 : 0) : clamp01(1 - d / s.fuzziness);
  }
  return out;
}
