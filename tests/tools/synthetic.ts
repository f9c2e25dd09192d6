// Synthetic pictures for the sky and portrait tools' tests: seeded noise so every run sees the same pixels.
import type { Pixels } from '../../workers/tools/types';

export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Row where the ground starts in column x of the landscape below (a gentle hill line). */
export function horizonRow(x: number, width: number, height: number): number {
  return Math.round(height * 0.5 + height * 0.06 * Math.sin((x / width) * Math.PI * 3));
}

/** A blue-gradient sky over a textured ground (grass and earth noise), with a slight sensor noise on both. */
export function landscape(width: number, height: number, seed = 1): { pixels: Pixels; sky: Uint8Array } {
  const rand = seeded(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  const sky = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const noise = (rand() - 0.5) * 6;
      if (y < horizonRow(x, width, height)) {
        const t = y / height;
        data[i] = 70 + 90 * t + noise;
        data[i + 1] = 130 + 70 * t + noise;
        data[i + 2] = 225 + 20 * t + noise;
        sky[y * width + x] = 1;
      } else {
        const grass = rand() < 0.6;
        const v = rand() * 80;
        data[i] = grass ? 40 + v * 0.5 : 90 + v;
        data[i + 1] = grass ? 90 + v : 70 + v * 0.7;
        data[i + 2] = grass ? 30 + v * 0.3 : 40 + v * 0.4;
      }
      data[i + 3] = 255;
    }
  }
  return { pixels: { width, height, data }, sky };
}

/** A picture with no sky at all: a textured wall of bricks and foliage from top to bottom. */
export function noSky(width: number, height: number, seed = 2): Pixels {
  const rand = seeded(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const mortar = y % 16 < 2 || (x + (Math.floor(y / 16) % 2) * 16) % 32 < 2;
      const v = rand() * 60;
      data[i] = mortar ? 200 : 150 + v;
      data[i + 1] = mortar ? 195 : 70 + v * 0.5;
      data[i + 2] = mortar ? 185 : 50 + v * 0.4;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

/** A flat mid-tone picture with gentle noise (the portrait tests' canvas). */
export function flat(width: number, height: number, seed = 3): Pixels {
  const rand = seeded(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const n = (rand() - 0.5) * 30;
    data[i * 4] = 200 + n;
    data[i * 4 + 1] = 150 + n;
    data[i * 4 + 2] = 120 + n;
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

export function iou(mask: Uint8Array, truth: Uint8Array, threshold = 128): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i++) {
    const a = mask[i]! >= threshold;
    const b = truth[i]! > 0;
    if (a && b) inter++;
    if (a || b) union++;
  }
  return union === 0 ? 1 : inter / union;
}

/**
 * A harder landscape: textured white clouds in the blue sky (they are sky, the mask must take them), a thin
 * mast standing against the sky (it is not) and a darker band of hills at the horizon.
 */
export function cloudyLandscape(width: number, height: number, seed = 4): { pixels: Pixels; sky: Uint8Array } {
  const { pixels, sky } = landscape(width, height, seed);
  const rand = seeded(seed + 1);
  const clouds = Array.from({ length: 5 }, () => ({ x: rand() * width, y: (0.08 + rand() * 0.25) * height, r: (0.04 + rand() * 0.05) * width }));
  const mastX = Math.round(width * 0.7);
  const mastHalf = Math.max(1, Math.round(width / 320));
  const mastTop = Math.round(height * 0.15);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const o = i * 4;
      if (Math.abs(x - mastX) <= mastHalf && y >= mastTop && sky[i]) {
        pixels.data[o] = 70;
        pixels.data[o + 1] = 70;
        pixels.data[o + 2] = 75;
        sky[i] = 0;
        continue;
      }
      if (!sky[i]) continue;
      for (const c of clouds) {
        const d = Math.hypot(x - c.x, (y - c.y) * 2) / c.r;
        if (d >= 1) continue;
        // Puffy texture inside the cloud: bright, with grey shading that varies fast.
        const shade = 215 + 35 * Math.sin(x * 0.9) * Math.cos(y * 0.7) + (rand() - 0.5) * 30;
        pixels.data[o] = shade;
        pixels.data[o + 1] = shade;
        pixels.data[o + 2] = Math.min(255, shade + 8);
        break;
      }
    }
  }
  return { pixels, sky };
}

/** Sky over a full-width band of trees over a calm lake that mirrors the sky: only the sky above is sky. */
export function lakeLandscape(width: number, height: number, seed = 6): { pixels: Pixels; sky: Uint8Array } {
  const rand = seeded(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  const sky = new Uint8Array(width * height);
  const treeTop = Math.round(height * 0.4);
  const lakeTop = Math.round(height * 0.6);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const noise = (rand() - 0.5) * 6;
      if (y < treeTop) {
        const t = y / height;
        data[o] = 80 + 90 * t + noise;
        data[o + 1] = 140 + 70 * t + noise;
        data[o + 2] = 230 + 15 * t + noise;
        sky[y * width + x] = 1;
      } else if (y < lakeTop) {
        const v = rand() * 70;
        data[o] = 20 + v * 0.4;
        data[o + 1] = 60 + v;
        data[o + 2] = 25 + v * 0.3;
      } else {
        // The mirrored sky, a little darker.
        const t = (2 * treeTop - (y - lakeTop)) / height;
        data[o] = 0.85 * (80 + 90 * Math.max(0, t)) + noise;
        data[o + 1] = 0.85 * (140 + 70 * Math.max(0, t)) + noise;
        data[o + 2] = 0.85 * (230 + 15 * Math.max(0, t)) + noise;
      }
      data[o + 3] = 255;
    }
  }
  return { pixels: { width, height, data }, sky };
}
