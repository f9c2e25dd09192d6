// Makes the teaser and announcement pictures (public/teasers/) from the shipped samples (public/samples/),
// with real image processing: each "after" is the "before" put through an operation like the tool's own
// (median-filtered paint strokes, quantised cartoon colours with inked edges, flat-shaded triangles,
// shifted colour channels). Run once when the pictures change: `node scripts/makeTeaserImages.mjs`.
import { mkdirSync, copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = join(ROOT, 'public/samples');
const OUT = join(ROOT, 'public/teasers');
const W = 480;
const H = 360;
mkdirSync(OUT, { recursive: true });

async function base(sample) {
  const { data, info } = await sharp(join(SAMPLES, sample)).resize(W, H, { fit: 'cover' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

function save(img, name) {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } }).jpeg({ quality: 82, mozjpeg: true }).toFile(join(OUT, name));
}

async function median(img, size) {
  const { data } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } }).median(size).raw().toBuffer({ resolveWithObject: true });
  return { ...img, data };
}

function quantise(img, levels) {
  const step = 255 / (levels - 1);
  const data = Buffer.from(img.data);
  for (let i = 0; i < data.length; i++) data[i] = Math.round(Math.round(data[i] / step) * step);
  return { ...img, data };
}

function luminance(img) {
  const out = new Float32Array(img.width * img.height);
  for (let p = 0; p < out.length; p++) out[p] = 0.299 * img.data[p * 3] + 0.587 * img.data[p * 3 + 1] + 0.114 * img.data[p * 3 + 2];
  return out;
}

/** Darkens pixels on strong Sobel edges (ink lines). */
function ink(img, source, threshold) {
  const lum = luminance(source);
  const data = Buffer.from(img.data);
  const { width, height } = img;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = (dx, dy) => lum[(y + dy) * width + x + dx];
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      if (Math.hypot(gx, gy) > threshold) for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = 20;
    }
  }
  return { ...img, data };
}

/** Flat-shaded triangles: each grid cell split in two, each half filled with its mean colour. */
function triangles(img, cell) {
  const data = Buffer.from(img.data);
  const { width, height } = img;
  for (let cy = 0; cy < height; cy += cell) {
    for (let cx = 0; cx < width; cx += cell) {
      const sums = [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ];
      const flip = ((cx + cy) / cell) % 2 === 0;
      const half = (x, y) => (flip ? (x - cx > y - cy ? 0 : 1) : (x - cx + (y - cy) < cell ? 0 : 1));
      for (let y = cy; y < Math.min(cy + cell, height); y++) {
        for (let x = cx; x < Math.min(cx + cell, width); x++) {
          const s = sums[half(x, y)];
          const i = (y * width + x) * 3;
          s[0] += data[i];
          s[1] += data[i + 1];
          s[2] += data[i + 2];
          s[3] += 1;
        }
      }
      for (let y = cy; y < Math.min(cy + cell, height); y++) {
        for (let x = cx; x < Math.min(cx + cell, width); x++) {
          const s = sums[half(x, y)];
          const i = (y * width + x) * 3;
          for (let c = 0; c < 3; c++) data[i + c] = Math.round(s[c] / Math.max(1, s[3]));
        }
      }
    }
  }
  return { ...img, data };
}

/** Glitch: the red channel shifted right and the blue left in bands, with a few displaced rows. */
function glitch(img) {
  const data = Buffer.from(img.data);
  const { width, height } = img;
  for (let y = 0; y < height; y++) {
    const band = Math.floor(y / 24) % 5 === 2 ? 18 : 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = Math.min(width - 1, Math.max(0, x - 8 - band));
      const b = Math.min(width - 1, Math.max(0, x + 8 + band));
      data[i] = img.data[(y * width + r) * 3];
      data[i + 2] = img.data[(y * width + b) * 3 + 2];
    }
  }
  return { ...img, data };
}

function saturate(img, amount) {
  const data = Buffer.from(img.data);
  for (let p = 0; p < data.length; p += 3) {
    const l = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    for (let c = 0; c < 3; c++) data[p + c] = Math.max(0, Math.min(255, Math.round(l + (data[p + c] - l) * amount)));
  }
  return { ...img, data };
}

const jobs = {
  'oil-painting': ['coffee.png', async (img) => saturate(await median(img, 9), 1.3)],
  cartoonizer: ['chelsea.png', async (img) => ink(quantise(await median(img, 5), 5), await median(img, 3), 180)],
  'poly-art': ['astronaut.png', async (img) => triangles(img, 24)],
  'vector-art': ['rocket.jpg', async (img) => quantise(await median(img, 7), 4)],
  'glitch-art': ['astronaut.png', async (img) => glitch(img)],
};

for (const [name, [sample, run]] of Object.entries(jobs)) {
  const before = await base(sample);
  await save(before, `${name}-before.jpg`);
  await save(await run(before), `${name}-after.jpg`);
}
copyFileSync(join(SAMPLES, 'LICENSES.md'), join(OUT, 'LICENSES.md'));
console.log(`teaser pictures written to ${OUT}`);
