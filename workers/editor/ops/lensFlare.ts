// The lens flare: a point step that depends on the position, screened over the photo. Around the light at
// (P0.x, P0.y): a bright core and its glow, a starburst of 6 + 10 rays, a horizontal streak and a
// chromatic ring (red inside, blue outside); along the line from the light through the picture's centre,
// ghost discs of the aperture in several colours. P0.z is the amount.
import { numberParam } from '../../../src/lib/shared/editor/params';
import { smoothstep } from '../kernels/math';
import type { PointDef } from '../kernels/types';
import { point, type OpBuilder } from './types';

/** Ghosts: place along the axis (0 = light, 1 = centre … ), radius, colour and strength. */
const GHOSTS = [
  [0.45, 0.025, 0.6, 0.95, 0.6, 0.3],
  [0.75, 0.055, 0.95, 0.6, 0.9, 0.18],
  [1.15, 0.035, 0.55, 0.75, 1.0, 0.28],
  [1.45, 0.095, 1.0, 0.8, 0.5, 0.12],
  [1.9, 0.05, 0.65, 1.0, 0.9, 0.22],
] as const;

const glslArray = (column: number): string => `float[5](${GHOSTS.map((g) => (g[column] ?? 0).toFixed(3)).join(', ')})`;

export const LENS_FLARE: PointDef = {
  id: 'lens-flare',
  lut: false,
  slots: 1,
  glsl: `{
  float aspect = outSize.x / outSize.y;
  vec2 q = (uv - P0.xy) * vec2(aspect, 1.0);
  float r = length(q);
  float ang = r > 1e-5 ? atan(q.y, q.x) : 0.0;
  vec3 f = vec3(1.0, 0.92, 0.8) * (exp(-r * r * 900.0) * 1.5 + exp(-r * r * 60.0) * 0.45);
  float star = pow(abs(cos(ang * 3.0)), 60.0) + 0.6 * pow(abs(cos(ang * 5.0 + 0.3)), 120.0);
  f += vec3(1.0, 0.9, 0.75) * star * exp(-r * 7.0) * 0.7;
  f += vec3(0.75, 0.85, 1.0) * exp(-abs(q.y) * 150.0 - abs(q.x) * 1.5) * 0.6;
  vec3 rd = (vec3(r) - vec3(0.22, 0.232, 0.244)) * 90.0;
  f += exp(-rd * rd) * 0.28;
  vec2 axis = vec2(0.5) - P0.xy;
  float gt[5] = ${glslArray(0)};
  float gs[5] = ${glslArray(1)};
  float gr[5] = ${glslArray(2)};
  float gg[5] = ${glslArray(3)};
  float gb[5] = ${glslArray(4)};
  float gk[5] = ${glslArray(5)};
  for (int i = 0; i < 5; i++) {
    vec2 g = (uv - (P0.xy + axis * gt[i])) * vec2(aspect, 1.0);
    float d = length(g);
    float disc = (1.0 - smoothstep(gs[i] * 0.7, gs[i], d)) * (0.6 + 0.4 * d / gs[i]);
    f += vec3(gr[i], gg[i], gb[i]) * disc * gk[i];
  }
  f = clamp(f * P0.z, 0.0, 1.0);
  c = 1.0 - (1.0 - c) * (1.0 - f);
}`,
  cpu(c, p, o, at) {
    const aspect = at.width / at.height;
    const u = (at.x + 0.5) / at.width;
    const v = (at.y + 0.5) / at.height;
    const cx = p[o] ?? 0.25;
    const cy = p[o + 1] ?? 0.25;
    const amount = p[o + 2] ?? 0;
    const qx = (u - cx) * aspect;
    const qy = v - cy;
    const r = Math.hypot(qx, qy);
    const ang = r > 1e-5 ? Math.atan2(qy, qx) : 0;
    const core = Math.exp(-r * r * 900) * 1.5 + Math.exp(-r * r * 60) * 0.45;
    const star = (Math.pow(Math.abs(Math.cos(ang * 3)), 60) + 0.6 * Math.pow(Math.abs(Math.cos(ang * 5 + 0.3)), 120)) * Math.exp(-r * 7) * 0.7;
    const streak = Math.exp(-Math.abs(qy) * 150 - Math.abs(qx) * 1.5) * 0.6;
    const ring = (centre: number): number => Math.exp(-(((r - centre) * 90) ** 2)) * 0.28;
    const f = [core + star + 0.75 * streak + ring(0.22), 0.92 * core + 0.9 * star + 0.85 * streak + ring(0.232), 0.8 * core + 0.75 * star + streak + ring(0.244)];
    const ax = 0.5 - cx;
    const ay = 0.5 - cy;
    for (const [t, size, gr, gg, gb, k] of GHOSTS) {
      // The GLSL reads the ghost table as printed with 3 decimals; these values have no more.
      const d = Math.hypot((u - (cx + ax * t)) * aspect, v - (cy + ay * t));
      const disc = (1 - smoothstep(size * 0.7, size, d)) * (0.6 + (0.4 * d) / size) * k;
      f[0] = (f[0] ?? 0) + gr * disc;
      f[1] = (f[1] ?? 0) + gg * disc;
      f[2] = (f[2] ?? 0) + gb * disc;
    }
    for (let i = 0; i < 3; i++) {
      const fi = Math.min(1, Math.max(0, (f[i] ?? 0) * amount));
      c[i] = 1 - (1 - (c[i] ?? 0)) * (1 - fi);
    }
  },
};

export const LENS_FLARE_BUILDER: OpBuilder = (p) => {
  const amount = numberParam(p, 'amount', 100) / 100;
  return amount > 0 ? [point(LENS_FLARE, [numberParam(p, 'x', 0.25), numberParam(p, 'y', 0.25), amount])] : [];
};
