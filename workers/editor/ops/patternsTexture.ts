// The texture-like canvas patterns (noise, paper, stone, wood…) and the gradients, in the same form as
// patternsGeometric.ts: GLSL setting `ink` and its CPU twin.
import { clamp01, hash3, smoothstep } from '../kernels/math';
import { aaStep, fbm, vnoise } from './patternMath';
import type { PatternKernel } from './patternsGeometric';

export const TEXTURE_PATTERNS: PatternKernel[] = [
  {
    id: 'paper',
    glsl: 'ink = smoothstep(0.3, 0.8, 0.55 * vnoise(p * 12.0, 21) + 0.45 * vnoise(p * 40.0, 22));',
    cpu: (px, py) => smoothstep(0.3, 0.8, 0.55 * vnoise(px * 12, py * 12, 21) + 0.45 * vnoise(px * 40, py * 40, 22)),
  },
  {
    id: 'linen',
    glsl: 'ink = smoothstep(0.25, 0.9, 0.5 * (vnoise(vec2(p.x * 4.0, p.y * 60.0), 31) + vnoise(vec2(p.x * 60.0, p.y * 4.0), 32)));',
    cpu: (px, py) => smoothstep(0.25, 0.9, 0.5 * (vnoise(px * 4, py * 60, 31) + vnoise(px * 60, py * 4, 32))),
  },
  {
    id: 'marble',
    glsl: 'ink = 1.0 - smoothstep(0.0, 0.3, abs(sin((p.x + p.y) * 4.0 + 6.0 * fbm(p * 2.0, 41))));',
    cpu: (px, py) => 1 - smoothstep(0, 0.3, Math.abs(Math.sin((px + py) * 4 + 6 * fbm(px * 2, py * 2, 41)))),
  },
  {
    id: 'wood',
    glsl: `float z = p.y * 6.0 + 2.5 * fbm(vec2(p.x * 0.7, p.y * 3.0), 51);
  ink = smoothstep(0.35, 1.0, 0.5 + 0.5 * sin(z * 6.28318531)) * (0.75 + 0.25 * vnoise(vec2(p.x * 30.0, p.y * 2.0), 52));`,
    cpu: (px, py) => {
      const z = py * 6 + 2.5 * fbm(px * 0.7, py * 3, 51);
      return smoothstep(0.35, 1, 0.5 + 0.5 * Math.sin(z * 6.28318531)) * (0.75 + 0.25 * vnoise(px * 30, py * 2, 52));
    },
  },
  {
    id: 'watercolour',
    glsl: 'ink = smoothstep(0.3, 0.8, fbm(p * 1.5, 61)) * (0.7 + 0.3 * fbm(p * 6.0, 65));',
    cpu: (px, py) => smoothstep(0.3, 0.8, fbm(px * 1.5, py * 1.5, 61)) * (0.7 + 0.3 * fbm(px * 6, py * 6, 65)),
  },
  {
    id: 'concrete',
    glsl: `vec2 s = p * 40.0; vec2 c = floor(s); ivec2 ci = ivec2(c);
  float pit = step(0.8, hash3(ci.x, ci.y, 75)) * (1.0 - aaStep(0.2, length(s - c - 0.5), w * 40.0));
  ink = clamp(0.8 * smoothstep(0.2, 0.8, fbm(p * 6.0, 71)) + pit, 0.0, 1.0);`,
    cpu: (px, py, w) => {
      const cx = Math.floor(px * 40);
      const cy = Math.floor(py * 40);
      const pit = (hash3(cx, cy, 75) < 0.8 ? 0 : 1) * (1 - aaStep(0.2, Math.hypot(px * 40 - cx - 0.5, py * 40 - cy - 0.5), w * 40));
      return clamp01(0.8 * smoothstep(0.2, 0.8, fbm(px * 6, py * 6, 71)) + pit);
    },
  },
  {
    id: 'halftone',
    glsl: `vec2 q = fract(vec2(p.x + p.y, p.y - p.x) * 0.70710678) - 0.5;
  ink = 1.0 - aaStep(0.05 + 0.5 * clamp((uv.x + uv.y) * 0.5, 0.0, 1.0), length(q), w);`,
    cpu: (px, py, w, ux, uy) => {
      const rx = (px + py) * 0.70710678;
      const ry = (py - px) * 0.70710678;
      const l = Math.hypot(rx - Math.floor(rx) - 0.5, ry - Math.floor(ry) - 0.5);
      return 1 - aaStep(0.05 + 0.5 * clamp01((ux + uy) * 0.5), l, w);
    },
  },
  {
    id: 'gradient-linear',
    glsl: 'ink = clamp((uv.x + uv.y) * 0.5, 0.0, 1.0);',
    cpu: (_px, _py, _w, ux, uy) => clamp01((ux + uy) * 0.5),
  },
  {
    id: 'gradient-radial',
    glsl: 'vec2 q = (uv - 0.5) * outSize / min(outSize.x, outSize.y); ink = smoothstep(0.1, 0.75, length(q));',
    cpu: (_px, _py, _w, ux, uy, width, height) => {
      const m = Math.min(width, height);
      return smoothstep(0.1, 0.75, Math.hypot(((ux - 0.5) * width) / m, ((uy - 0.5) * height) / m));
    },
  },
];
