// Shape layers as a kernel: a signed distance to the rectangle (rounded), ellipse or line gives each
// raster pixel its fill and stroke coverage, anti-aliased over one pixel. The raster covers the shape's box
// plus room for half the stroke; both backends then place it with the layer's transform, like text.
import { colorToRgba } from '../../../src/lib/shared/editor/params';
import { SHAPE_KINDS, type ShapeLayer } from '../../../src/lib/shared/editor/types';
import type { KernelPass } from '../kernels/types';
import type { KernelDef } from '../kernels/types';

/** Largest side of a shape raster (as for text): an export at 2× or 3× stays sharp up to the largest canvas. */
const MAX_RASTER_SIDE = 8192;
/** Largest shape raster in pixels (64 MB). */
const MAX_RASTER_PIXELS = 16 * 1024 * 1024;

/** Kinds the SHAPE kernel draws (signed distances); the others are drawn from their outline (outlines.ts). */
export function isKernelShape(layer: Pick<ShapeLayer, 'shape'>): boolean {
  const index = SHAPE_KINDS.indexOf(layer.shape);
  return index >= 0 && index <= 2;
}

export interface ShapeBox {
  /** Document pixels, the shape's box plus its padding on each side. */
  width: number;
  height: number;
  padding: number;
}

export function shapeBox(layer: ShapeLayer): ShapeBox {
  const padding = Math.ceil(layer.strokeWidth / 2) + 1;
  return { width: layer.width + padding * 2, height: layer.height + padding * 2, padding };
}

export function shapeDensity(layer: ShapeLayer, box: ShapeBox, renderScale: number): number {
  const wanted = renderScale * Math.max(Math.abs(layer.transform.scaleX), Math.abs(layer.transform.scaleY));
  return Math.max(0.01, Math.min(wanted, MAX_RASTER_SIDE / box.width, MAX_RASTER_SIDE / box.height, Math.sqrt(MAX_RASTER_PIXELS / Math.max(1e-6, box.width * box.height))));
}

const ellipseDistance = (px: number, py: number, rx: number, ry: number): number => {
  // Inigo Quilez's approximation: exact on the axes, close elsewhere, cheap in a shader.
  const k0 = Math.hypot(px / rx, py / ry);
  const k1 = Math.hypot(px / (rx * rx), py / (ry * ry));
  return k1 > 0 ? (k0 * (k0 - 1)) / k1 : -Math.min(rx, ry);
};

/**
 * K0 = (box w, box h, raster px per box px across, shape), K1 = fill, K2 = stroke,
 * K3 = (stroke width, corner radius, padding, raster px per box px down).
 */
export const SHAPE: KernelDef = {
  id: 'shape',
  inputs: 0,
  functions: `float shapeDistance(vec2 p, vec2 hb, int kind, float radius, float strokeWidth) {
  if (kind == 2) { float t = clamp(p.x, -hb.x, hb.x); return length(p - vec2(t, 0.0)) - strokeWidth * 0.5; }
  if (kind == 1) {
    vec2 r = max(hb, vec2(1e-3));
    float k0 = length(p / r); float k1 = length(p / (r * r));
    return k1 > 0.0 ? k0 * (k0 - 1.0) / k1 : -min(r.x, r.y);
  }
  float rr = min(radius, min(hb.x, hb.y));
  vec2 q = abs(p) - hb + rr;
  return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - rr;
}
`,
  glsl: `vec2 hb = (K0.xy - 2.0 * K3.z) * 0.5;
  vec2 p = pos / vec2(K0.z, K3.w) - K0.xy * 0.5;
  int kind = int(K0.w + 0.5);
  float d = shapeDistance(p, hb, kind, K3.y, K3.x);
  float fillCover = kind == 2 ? 0.0 : clamp(0.5 - d * K0.z, 0.0, 1.0) * K1.a;
  float strokeCover = kind == 2 ? clamp(0.5 - d * K0.z, 0.0, 1.0) * K2.a : (K3.x > 0.0 ? clamp(0.5 - (abs(d) - K3.x * 0.5) * K0.z, 0.0, 1.0) * K2.a : 0.0);
  float a = strokeCover + fillCover * (1.0 - strokeCover);
  vec3 c = K2.rgb * strokeCover + K1.rgb * fillCover * (1.0 - strokeCover);
  src = vec4(a > 0.0 ? c / a : vec3(0.0), a);`,
  cpu(x, y, out, _inputs, k) {
    const density = k[2] ?? 1;
    const hx = ((k[0] ?? 0) - 2 * (k[14] ?? 0)) * 0.5;
    const hy = ((k[1] ?? 0) - 2 * (k[14] ?? 0)) * 0.5;
    const px = (x + 0.5) / density - (k[0] ?? 0) * 0.5;
    const py = (y + 0.5) / (k[15] ?? 1) - (k[1] ?? 0) * 0.5;
    const kind = Math.trunc((k[3] ?? 0) + 0.5);
    const strokeWidth = k[12] ?? 0;
    let d: number;
    if (kind === 2) d = Math.hypot(px - Math.min(hx, Math.max(-hx, px)), py) - strokeWidth * 0.5;
    else if (kind === 1) d = ellipseDistance(px, py, Math.max(hx, 1e-3), Math.max(hy, 1e-3));
    else {
      const r = Math.min(k[13] ?? 0, hx, hy);
      const qx = Math.abs(px) - hx + r;
      const qy = Math.abs(py) - hy + r;
      d = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    }
    const cover = (v: number): number => Math.min(1, Math.max(0, v));
    const fill = kind === 2 ? 0 : cover(0.5 - d * density) * (k[7] ?? 0);
    const stroke = kind === 2 ? cover(0.5 - d * density) * (k[11] ?? 0) : strokeWidth > 0 ? cover(0.5 - (Math.abs(d) - strokeWidth * 0.5) * density) * (k[11] ?? 0) : 0;
    const a = stroke + fill * (1 - stroke);
    for (let i = 0; i < 3; i++) {
      const c = (k[8 + i] ?? 0) * stroke + (k[4 + i] ?? 0) * fill * (1 - stroke);
      out[i] = a > 0 ? c / a : 0;
    }
    out[3] = a;
  },
};

/** The kernel pass that draws `layer` at `density` raster pixels per document pixel. */
export function shapePass(layer: ShapeLayer, box: ShapeBox, density: number): KernelPass {
  const width = Math.max(1, Math.ceil(box.width * density));
  const height = Math.max(1, Math.ceil(box.height * density));
  return {
    def: SHAPE,
    inputs: [],
    width,
    height,
    params: [box.width, box.height, width / box.width, SHAPE_KINDS.indexOf(layer.shape), ...colorToRgba(layer.fill), ...colorToRgba(layer.stroke), layer.strokeWidth, layer.cornerRadius, box.padding, height / box.height],
  };
}

/** Cache key of a shape's raster: what it looks like, not where it is. */
export function shapeKey(layer: ShapeLayer, density: number): string {
  const outline = isKernelShape(layer) ? [] : [layer.points, layer.innerRatio, layer.path?.d, layer.path?.viewWidth, layer.path?.viewHeight];
  return JSON.stringify(['shape', layer.shape, layer.width, layer.height, layer.fill, layer.stroke, layer.strokeWidth, layer.cornerRadius, Math.round(density * 1000), ...outline]);
}

const maskTexel = new Float64Array(4);

/** Inputs: a photo (straight RGBA) and its frame shape's coverage (alpha): the photo only inside the shape. */
export const SHAPE_MASK: KernelDef = {
  id: 'shape-mask',
  inputs: 2,
  glsl: `vec4 s = texelFetch(u_in0, px, 0);
  src = vec4(s.rgb, s.a * texelFetch(u_in1, px, 0).a);`,
  cpu(x, y, out, [photo, cover], _k) {
    if (!photo || !cover) return;
    photo.fetch(x, y, out);
    cover.fetch(x, y, maskTexel);
    out[3] = (out[3] ?? 0) * (maskTexel[3] ?? 0);
  },
};
