// The geometric canvas patterns, each as GLSL statements setting `ink` (0..1, how much of the pattern
// colour a pixel gets) from `p` (position in repeats), `w` (a pixel's width in repeats) and `uv`
// (position as a fraction of the picture), and its CPU twin with the same formula.
import { clamp01, hash3 } from '../kernels/math';
import { aaStep, fract, tri } from './patternMath';

export interface PatternKernel {
  id: string;
  glsl: string;
  cpu(px: number, py: number, w: number, ux: number, uy: number, width: number, height: number): number;
}

const len = Math.hypot;
const gmod = (x: number, y: number): number => x - y * Math.floor(x / y);

export const GEOMETRIC_PATTERNS: PatternKernel[] = [
  {
    id: 'dots',
    glsl: 'vec2 q = fract(p) - 0.5; ink = 1.0 - aaStep(0.18, length(q), w);',
    cpu: (px, py, w) => 1 - aaStep(0.18, len(fract(px) - 0.5, fract(py) - 0.5), w),
  },
  {
    id: 'polka',
    glsl: 'vec2 a = fract(p) - 0.5; vec2 b = fract(p + 0.5) - 0.5; ink = 1.0 - aaStep(0.2, min(length(a), length(b)), w);',
    cpu: (px, py, w) => 1 - aaStep(0.2, Math.min(len(fract(px) - 0.5, fract(py) - 0.5), len(fract(px + 0.5) - 0.5, fract(py + 0.5) - 0.5)), w),
  },
  {
    id: 'stripes',
    glsl: 'ink = 1.0 - aaStep(0.25, tri(p.y), w);',
    cpu: (_px, py, w) => 1 - aaStep(0.25, tri(py), w),
  },
  {
    id: 'diagonal-stripes',
    glsl: 'ink = 1.0 - aaStep(0.25, tri((p.x + p.y) * 0.70710678), w);',
    cpu: (px, py, w) => 1 - aaStep(0.25, tri((px + py) * 0.70710678), w),
  },
  {
    id: 'grid',
    glsl: 'ink = aaStep(0.47, max(tri(p.x), tri(p.y)), w);',
    cpu: (px, py, w) => aaStep(0.47, Math.max(tri(px), tri(py)), w),
  },
  {
    id: 'checker',
    glsl: 'vec2 a = clamp((0.25 - abs(fract(p) - 0.5)) / w, -1.0, 1.0); ink = 0.5 + 0.5 * a.x * a.y;',
    cpu: (px, py, w) => {
      const ax = Math.min(1, Math.max(-1, (0.25 - tri(px)) / w));
      const ay = Math.min(1, Math.max(-1, (0.25 - tri(py)) / w));
      return 0.5 + 0.5 * ax * ay;
    },
  },
  {
    id: 'gingham',
    glsl: 'ink = 0.5 * ((1.0 - aaStep(0.25, tri(p.x), w)) + (1.0 - aaStep(0.25, tri(p.y), w)));',
    cpu: (px, py, w) => 0.5 * (1 - aaStep(0.25, tri(px), w) + (1 - aaStep(0.25, tri(py), w))),
  },
  {
    id: 'plaid',
    glsl: `float bx = 1.0 - aaStep(0.18, tri(p.x), w); float by = 1.0 - aaStep(0.18, tri(p.y), w);
  float lx = 1.0 - aaStep(0.02, tri(p.x + 0.5), w); float ly = 1.0 - aaStep(0.02, tri(p.y + 0.5), w);
  ink = clamp(0.45 * (bx + by) + 0.6 * max(lx, ly), 0.0, 1.0);`,
    cpu: (px, py, w) => {
      const bx = 1 - aaStep(0.18, tri(px), w);
      const by = 1 - aaStep(0.18, tri(py), w);
      const lx = 1 - aaStep(0.02, tri(px + 0.5), w);
      const ly = 1 - aaStep(0.02, tri(py + 0.5), w);
      return clamp01(0.45 * (bx + by) + 0.6 * Math.max(lx, ly));
    },
  },
  {
    id: 'chevron',
    glsl: 'ink = 1.0 - aaStep(0.16, tri(p.y - tri(p.x)), w * 1.4);',
    cpu: (px, py, w) => 1 - aaStep(0.16, tri(py - tri(px)), w * 1.4),
  },
  {
    id: 'waves',
    glsl: 'ink = 1.0 - aaStep(0.14, tri(p.y + 0.15 * sin(6.28318531 * p.x)), w * 1.3);',
    cpu: (px, py, w) => 1 - aaStep(0.14, tri(py + 0.15 * Math.sin(6.28318531 * px)), w * 1.3),
  },
  {
    id: 'triangles',
    glsl: 'vec2 q = fract(p); ink = aaStep(0.0, min(0.85 - q.y, ((q.y - 0.15) * 0.5 - abs(q.x - 0.5)) * 0.89442719), w);',
    cpu: (px, py, w) => {
      const qx = fract(px);
      const qy = fract(py);
      return aaStep(0, Math.min(0.85 - qy, ((qy - 0.15) * 0.5 - Math.abs(qx - 0.5)) * 0.89442719), w);
    },
  },
  {
    id: 'hexagons',
    glsl: `vec2 r = vec2(1.0, 1.7320508); vec2 h = r * 0.5;
  vec2 a = mod(p, r) - h; vec2 b = mod(p - h, r) - h;
  vec2 g = abs(dot(a, a) < dot(b, b) ? a : b);
  ink = aaStep(0.45, max(dot(g, vec2(0.5, 0.8660254)), g.x), w);`,
    cpu: (px, py, w) => {
      const ax = gmod(px, 1) - 0.5;
      const ay = gmod(py, 1.7320508) - 0.8660254;
      const bx = gmod(px - 0.5, 1) - 0.5;
      const by = gmod(py - 0.8660254, 1.7320508) - 0.8660254;
      const useA = ax * ax + ay * ay < bx * bx + by * by;
      const gx = Math.abs(useA ? ax : bx);
      const gy = Math.abs(useA ? ay : by);
      return aaStep(0.45, Math.max(gx * 0.5 + gy * 0.8660254, gx), w);
    },
  },
  {
    id: 'diamonds',
    glsl: 'vec2 q = abs(fract(p) - 0.5); ink = 1.0 - aaStep(0.35, q.x + q.y, w * 1.4142);',
    cpu: (px, py, w) => 1 - aaStep(0.35, tri(px) + tri(py), w * 1.4142),
  },
  {
    id: 'crosshatch',
    glsl: 'ink = max(aaStep(0.44, tri((p.x + p.y) * 0.70710678), w), aaStep(0.44, tri((p.x - p.y) * 0.70710678), w));',
    cpu: (px, py, w) => Math.max(aaStep(0.44, tri((px + py) * 0.70710678), w), aaStep(0.44, tri((px - py) * 0.70710678), w)),
  },
  {
    id: 'herringbone',
    glsl: `float col = floor(p.x * 2.0); float dir = mod(col, 2.0) < 0.5 ? 1.0 : -1.0;
  ink = (1.0 - aaStep(0.2, tri(p.y * 2.0 + dir * fract(p.x * 2.0)), w * 2.8)) * (1.0 - aaStep(0.46, tri(p.x * 2.0), w * 2.0));`,
    cpu: (px, py, w) => {
      const col = Math.floor(px * 2);
      const dir = gmod(col, 2) < 0.5 ? 1 : -1;
      return (1 - aaStep(0.2, tri(py * 2 + dir * fract(px * 2)), w * 2.8)) * (1 - aaStep(0.46, tri(px * 2), w * 2));
    },
  },
  {
    id: 'confetti',
    glsl: `vec2 s = p * 3.0; vec2 c = floor(s); ivec2 ci = ivec2(c);
  vec2 o = vec2(0.3 + 0.4 * hash3(ci.x, ci.y, 11), 0.3 + 0.4 * hash3(ci.x, ci.y, 12));
  float r = 0.08 + 0.12 * hash3(ci.x, ci.y, 13);
  ink = step(0.35, hash3(ci.x, ci.y, 14)) * (1.0 - aaStep(r, length(s - c - o), w * 3.0)) * (0.55 + 0.45 * hash3(ci.x, ci.y, 15));`,
    cpu: (px, py, w) => {
      const cx = Math.floor(px * 3);
      const cy = Math.floor(py * 3);
      const ox = 0.3 + 0.4 * hash3(cx, cy, 11);
      const oy = 0.3 + 0.4 * hash3(cx, cy, 12);
      const r = 0.08 + 0.12 * hash3(cx, cy, 13);
      const on = hash3(cx, cy, 14) < 0.35 ? 0 : 1;
      return on * (1 - aaStep(r, len(px * 3 - cx - ox, py * 3 - cy - oy), w * 3)) * (0.55 + 0.45 * hash3(cx, cy, 15));
    },
  },
  {
    id: 'stars',
    glsl: `vec2 q = fract(p) - 0.5; float l = length(q);
  float k = fract(atan(q.x, -q.y) / 6.28318531 * 5.0);
  ink = 1.0 - aaStep(mix(0.38, 0.16, l < 0.01 ? 0.0 : 2.0 * min(k, 1.0 - k)), l, w);`,
    cpu: (px, py, w) => {
      const qx = fract(px) - 0.5;
      const qy = fract(py) - 0.5;
      const l = len(qx, qy);
      const k = fract((Math.atan2(qx, -qy) / 6.28318531) * 5);
      const u = l < 0.01 ? 0 : 2 * Math.min(k, 1 - k);
      return 1 - aaStep(0.38 * (1 - u) + 0.16 * u, l, w);
    },
  },
  {
    id: 'hearts',
    glsl: `vec2 q = (fract(p) - 0.5) * 3.0; float x = q.x; float y = 0.25 - q.y;
  float s = x * x + y * y - 1.0;
  float f = s * s * s - x * x * y * y * y;
  vec2 g = vec2(6.0 * x * s * s - 2.0 * x * y * y * y, 6.0 * y * s * s - 3.0 * x * x * y * y);
  ink = clamp(0.5 - f / max(length(g), 0.001) / (3.0 * w), 0.0, 1.0);`,
    cpu: (px, py, w) => {
      const x = (fract(px) - 0.5) * 3;
      const y = 0.25 - (fract(py) - 0.5) * 3;
      const s = x * x + y * y - 1;
      const f = s * s * s - x * x * y * y * y;
      const g = len(6 * x * s * s - 2 * x * y * y * y, 6 * y * s * s - 3 * x * x * y * y);
      return clamp01(0.5 - f / Math.max(g, 0.001) / (3 * w));
    },
  },
];
