// Replace colour (issue 17): pixels near the `from` colour take the `to` colour's hue and saturation, keeping
// their own lightness and their variations (a pixel a little redder than `from` stays a little off `to`), so
// texture survives. Nearness is measured on the HSV colour wheel (hue as the angle, saturation as the
// radius), which ignores brightness: a red in shadow and in sunlight are both red. Colour-only, but it is
// selective by nature — its edge can be steep — so it runs as code rather than through the 3D lookup
// table, whose interpolation would blur that edge (off by 6 levels of 255 at the default softness).
import { colorToRgba, numberParam, stringParam } from '../../../src/lib/shared/editor/params';
import { luma, smoothstep } from '../kernels/math';
import type { PointDef } from '../kernels/types';
import { hueGlsl, hueOf } from './toneColour';
import { point, type OpBuilder } from './types';

/** Wheel distance (0..2) matched fully at tolerance 100, and the widest soft edge at softness 100. */
const MAX_TOLERANCE = 0.7;
const MAX_SOFTNESS = 0.5;
/** Below this saturation `from` is a grey: the match takes the `to` colour as it is, not a relative shift. */
const GREY = 0.08;

/** HSV to RGB with the same formula on both sides (hue in degrees). */
function hsvToRgb(h: number, s: number, v: number, out: Float64Array): void {
  for (let i = 0; i < 3; i++) {
    const k = ((([5, 3, 1][i] ?? 0) + h / 60) % 6 + 6) % 6;
    out[i] = v - v * s * Math.max(Math.min(k, 4 - k, 1), 0);
  }
}

const scratch = new Float64Array(3);

/**
 * P0 = (from's wheel x, y, tolerance radius, soft edge width); P1 = (hue shift in degrees, saturation
 * scale, the `to` hue, 1 when `from` is a grey); P2.x = the `to` saturation.
 */
export const REPLACE_COLOR: PointDef = {
  id: 'replace-color',
  lut: false,
  slots: 3,
  glsl: `${hueGlsl}
  float sat = mx > 0.0 ? chroma / mx : 0.0;
  float ha = radians(hd);
  float d = length(vec2(cos(ha), sin(ha)) * sat - P0.xy);
  float w = (1.0 - smoothstep(P0.z, P0.z + P0.w, d)) * smoothstep(0.0, 0.04, mx);
  float h2 = mix(hd + P1.x, P1.z, P1.w);
  float s2 = clamp(mix(sat * P1.y, P2.x, P1.w), 0.0, 1.0);
  vec3 k = mod(vec3(5.0, 3.0, 1.0) + h2 / 60.0, 6.0);
  vec3 n = mx - mx * s2 * max(min(min(k, 4.0 - k), vec3(1.0)), vec3(0.0));
  n = n + (luma(c) - luma(n));
  c = mix(c, n, w);`,
  cpu(c, p, o) {
    const r = c[0] ?? 0;
    const g = c[1] ?? 0;
    const b = c[2] ?? 0;
    const mx = Math.max(r, g, b);
    const sat = mx > 0 ? (mx - Math.min(r, g, b)) / mx : 0;
    const hd = hueOf(r, g, b);
    const ha = (hd * Math.PI) / 180;
    const d = Math.hypot(Math.cos(ha) * sat - (p[o] ?? 0), Math.sin(ha) * sat - (p[o + 1] ?? 0));
    const t = p[o + 2] ?? 0;
    const w = (1 - smoothstep(t, t + (p[o + 3] ?? 0), d)) * smoothstep(0, 0.04, mx);
    const grey = p[o + 7] ?? 0;
    const h2 = (hd + (p[o + 4] ?? 0)) * (1 - grey) + (p[o + 6] ?? 0) * grey;
    const s2 = Math.min(1, Math.max(0, sat * (p[o + 5] ?? 1) * (1 - grey) + (p[o + 8] ?? 0) * grey));
    hsvToRgb(h2, s2, mx, scratch);
    const lift = luma(r, g, b) - luma(scratch[0] ?? 0, scratch[1] ?? 0, scratch[2] ?? 0);
    for (let i = 0; i < 3; i++) c[i] = (c[i] ?? 0) + ((scratch[i] ?? 0) + lift - (c[i] ?? 0)) * w;
  },
};

/** Hue (degrees) and HSV saturation of a colour param. */
function hueSat(color: string): [number, number] {
  const [r, g, b] = colorToRgba(color);
  const mx = Math.max(r, g, b);
  return [hueOf(r, g, b), mx > 0 ? (mx - Math.min(r, g, b)) / mx : 0];
}

const replaceColorBuilder: OpBuilder = (params) => {
  const from = stringParam(params, 'from', '#d23c32ff');
  const to = stringParam(params, 'to', '#2f6fd6ff');
  if (from.slice(0, 7) === to.slice(0, 7)) return [];
  const [fh, fs] = hueSat(from);
  const [th, ts] = hueSat(to);
  const radius = (numberParam(params, 'tolerance', 30) / 100) * MAX_TOLERANCE;
  // A hair of softness always, so the edge is never a hard step (and smoothstep's edges never meet).
  const soft = 0.01 + (numberParam(params, 'softness', 40) / 100) * MAX_SOFTNESS;
  const grey = fs < GREY ? 1 : 0;
  const angle = (fh * Math.PI) / 180;
  return [point(REPLACE_COLOR, [Math.cos(angle) * fs, Math.sin(angle) * fs, radius, soft, th - fh, grey ? 1 : ts / fs, th, grey, ts])];
};

export const REPLACE_COLOUR_BUILDERS: Readonly<Record<string, OpBuilder>> = { 'replace-color': replaceColorBuilder };
