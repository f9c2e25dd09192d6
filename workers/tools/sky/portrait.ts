// The portrait enhancer's pixel work (issue 17), face by face (the boxes come from the face model): skin
// smoothed by an edge-preserving filter where the colour is the face's own skin, eyes brightened and teeth
// whitened gently, the face's local contrast raised — all weighted by an ellipse around the face box that
// fades to nothing at its rim, so nothing outside the ellipse changes.
import type { FaceBox, Pixels, Progress } from '../types';
import { boxBlur, guidedFilter, smoothstep, type Plane } from './filters';

export interface PortraitOptions {
  /** 0..1 */
  smoothing: number;
  /** 0..1: eyes and teeth (and a touch of the whole face). */
  brightness: number;
  /** 0..1: local contrast. */
  detail: number;
}

export interface FaceEllipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/**
 * The ellipse a face's edits live in. A detector's box runs from the brows to the chin and cheek to cheek,
 * so the ellipse reaches up over the forehead and a little past the cheeks.
 */
export function faceEllipse(face: FaceBox): FaceEllipse {
  return { cx: face.x + face.width / 2, cy: face.y + face.height * 0.42, rx: face.width * 0.62, ry: face.height * 0.8 };
}

/** 1 well inside the ellipse, fading to 0 at its rim (and 0 outside). */
export function ellipseWeight(e: FaceEllipse, x: number, y: number): number {
  const dx = (x - e.cx) / e.rx;
  const dy = (y - e.cy) / e.ry;
  const d = Math.sqrt(dx * dx + dy * dy);
  return d >= 1 ? 0 : 1 - smoothstep(0.7, 1, d);
}

/** Soft weight of a small ellipse (a feature's place in the face box): 1 at its centre, 0 at its rim. */
function spot(x: number, y: number, cx: number, cy: number, rx: number, ry: number): number {
  const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
  return d >= 1 ? 0 : 1 - smoothstep(0.3, 1, d);
}

function chroma(r: number, g: number, b: number): [cb: number, cr: number] {
  return [128 - 0.168736 * r - 0.331264 * g + 0.5 * b, 128 + 0.5 * r - 0.418688 * g - 0.081312 * b];
}

function enhanceFace(out: Uint8ClampedArray, width: number, height: number, face: FaceBox, options: PortraitOptions): void {
  const e = faceEllipse(face);
  const x0 = Math.max(0, Math.floor(e.cx - e.rx));
  const y0 = Math.max(0, Math.floor(e.cy - e.ry));
  const x1 = Math.min(width, Math.ceil(e.cx + e.rx));
  const y1 = Math.min(height, Math.ceil(e.cy + e.ry));
  const cw = x1 - x0;
  const ch = y1 - y0;
  if (cw < 4 || ch < 4) return;
  const n = cw * ch;
  const planes = [new Float32Array(n), new Float32Array(n), new Float32Array(n)] as const;
  const lum = new Float32Array(n);
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const o = ((y + y0) * width + x + x0) * 4;
      const i = y * cw + x;
      planes[0][i] = out[o]!;
      planes[1][i] = out[o + 1]!;
      planes[2][i] = out[o + 2]!;
      lum[i] = 0.299 * out[o]! + 0.587 * out[o + 1]! + 0.114 * out[o + 2]!;
    }
  }

  // The face's own skin colour: the mean chroma of the cheeks and nose (the box's middle).
  let cb0 = 0;
  let cr0 = 0;
  let count = 0;
  for (let y = Math.floor(face.y + face.height * 0.45); y < face.y + face.height * 0.75; y++) {
    for (let x = Math.floor(face.x + face.width * 0.25); x < face.x + face.width * 0.75; x++) {
      if (x < x0 || y < y0 || x >= x1 || y >= y1) continue;
      const i = (y - y0) * cw + (x - x0);
      const [cb, cr] = chroma(planes[0][i]!, planes[1][i]!, planes[2][i]!);
      cb0 += cb;
      cr0 += cr;
      count++;
    }
  }
  if (count > 0) {
    cb0 /= count;
    cr0 /= count;
  } else {
    cb0 = 110;
    cr0 = 150;
  }

  // Edge-preserving smoothing of each channel (guided by itself), radius from the face's size.
  const radius = Math.max(2, Math.round(face.width / 45));
  const eps = (0.05 * 255) ** 2;
  const smooth = options.smoothing > 0 ? planes.map((p) => guidedFilter({ width: cw, height: ch, data: p }, { width: cw, height: ch, data: p }, radius, eps).data) : null;
  // The local-contrast base: the luminance blurred over about a feature's size.
  const base: Plane = boxBlur(boxBlur({ width: cw, height: ch, data: lum }, Math.max(2, face.width / 24)), Math.max(2, face.width / 24));

  // Where a face detector's box has the eyes and the mouth (BlazeFace: brows at the top, the mouth near the
  // bottom); the spots are generous because boxes vary by a tenth either way.
  const eyeY = face.y + face.height * 0.3;
  const eyeRx = face.width * 0.16;
  const eyeRy = face.height * 0.12;
  const mouthY = face.y + face.height * 0.84;
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const px = x + x0 + 0.5;
      const py = y + y0 + 0.5;
      const w = ellipseWeight(e, px, py);
      if (w <= 0) continue;
      const i = y * cw + x;
      let r = planes[0][i]!;
      let g = planes[1][i]!;
      let b = planes[2][i]!;
      const [cb, cr] = chroma(r, g, b);
      const skin = Math.exp(-((cb - cb0) ** 2 + (cr - cr0) ** 2) / (2 * 11 * 11)) * smoothstep(30, 70, lum[i]!);
      if (smooth) {
        const k = options.smoothing * 0.9 * skin;
        r += (smooth[0]![i]! - r) * k;
        g += (smooth[1]![i]! - g) * k;
        b += (smooth[2]![i]! - b) * k;
      }
      if (options.detail > 0) {
        // Stronger on the features (eyes, brows, lips) than on the skin just smoothed.
        const lift = (lum[i]! - base.data[i]!) * options.detail * 0.9 * (1 - 0.6 * skin * options.smoothing);
        r += lift;
        g += lift;
        b += lift;
      }
      if (options.brightness > 0) {
        const eyes = Math.max(spot(px, py, face.x + face.width * 0.3, eyeY, eyeRx, eyeRy), spot(px, py, face.x + face.width * 0.7, eyeY, eyeRx, eyeRy));
        // Teeth: bright, and less red than the skin and lips around them.
        const mouth = spot(px, py, face.x + face.width * 0.5, mouthY, face.width * 0.22, face.height * 0.11);
        const teeth = mouth * smoothstep(90, 150, lum[i]!) * smoothstep(4, 14, cr0 - cr);
        // A gamma lift: shadows and mid-tones rise, whites stay white.
        const gamma = 1 / (1 + options.brightness * (0.45 * eyes + 0.08));
        r = 255 * Math.pow(Math.max(0, r) / 255, gamma);
        g = 255 * Math.pow(Math.max(0, g) / 255, gamma);
        b = 255 * Math.pow(Math.max(0, b) / 255, gamma);
        if (teeth > 0) {
          const t = teeth * options.brightness * 0.7;
          const grey = (r + g + b) / 3;
          r += (grey - r) * t + 12 * t;
          g += (grey - g) * t + 12 * t;
          b += (grey - b) * t + 12 * t;
        }
      }
      const o = ((y + y0) * width + x + x0) * 4;
      out[o] = out[o]! + (r - out[o]!) * w;
      out[o + 1] = out[o + 1]! + (g - out[o + 1]!) * w;
      out[o + 2] = out[o + 2]! + (b - out[o + 2]!) * w;
    }
  }
}

/** The picture with every face enhanced; pixels outside the faces' ellipses are untouched. */
export function enhancePortrait(pixels: Pixels, faces: readonly FaceBox[], options: PortraitOptions, onProgress?: Progress): Pixels {
  const out = new Uint8ClampedArray(pixels.data);
  faces.forEach((face, k) => {
    enhanceFace(out, pixels.width, pixels.height, face, options);
    onProgress?.((k + 1) / faces.length);
  });
  return { width: pixels.width, height: pixels.height, data: out };
}
