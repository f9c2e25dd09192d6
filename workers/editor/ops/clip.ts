// The rounded-rectangle maths of clips and frames, written twice like every kernel (GLSL and the CPU
// reference, same formulas). A clip's coverage is its signed distance turned into about one output pixel
// of antialiased edge; a frame's shadow is a Gaussian-blurred rectangle, approximated by the error
// function of the same distance (exact along straight edges, close enough at the corners).

/** Parameter slots of a layer's clip in LAYER and BLEND: K3 = (x0, y0, x1, y1) output px, K4 = (radius, on, 0, 0). */
export const CLIP_SLOT = 12;

export const CLIP_GLSL = `
float roundRectDist(vec2 q, vec2 h, float r) {
  vec2 d = abs(q) - h + r;
  return length(max(d, 0.0)) + min(max(d.x, d.y), 0.0) - r;
}
float clipCover(vec2 pos, vec4 rect, vec4 extra) {
  if (extra.y < 0.5) return 1.0;
  vec2 h = (rect.zw - rect.xy) * 0.5;
  return clamp(0.5 - roundRectDist(pos - (rect.xy + h), h, extra.x), 0.0, 1.0);
}
float erfApprox(float x) {
  float s = sign(x); float a = abs(x);
  float t = 1.0 / (1.0 + 0.3275911 * a);
  float y = 1.0 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * exp(-a * a);
  return s * y;
}
`;

/** Signed distance from (qx, qy) (relative to the centre) to a rectangle of half-sizes hx, hy and corner radius r. */
export function roundRectDistance(qx: number, qy: number, hx: number, hy: number, r: number): number {
  const dx = Math.abs(qx) - hx + r;
  const dy = Math.abs(qy) - hy + r;
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - r;
}

/** clipCover of the pixel centre (px, py) for the clip in k[CLIP_SLOT …]. */
export function clipCoverage(px: number, py: number, k: Float64Array): number {
  if ((k[CLIP_SLOT + 5] ?? 0) < 0.5) return 1;
  const x0 = k[CLIP_SLOT] ?? 0;
  const y0 = k[CLIP_SLOT + 1] ?? 0;
  const hx = ((k[CLIP_SLOT + 2] ?? 0) - x0) / 2;
  const hy = ((k[CLIP_SLOT + 3] ?? 0) - y0) / 2;
  const d = roundRectDistance(px - (x0 + hx), py - (y0 + hy), hx, hy, k[CLIP_SLOT + 4] ?? 0);
  return Math.min(1, Math.max(0, 0.5 - d));
}

/** Abramowitz and Stegun 7.1.26 (error under 1.5e-7), as erfApprox. */
export function erfApprox(x: number): number {
  const s = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = 1 - (((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a));
  return s * y;
}
