// The AI tools' models, run as the editor runs them (the tools worker, through runToolJob), on the shipped
// sample photo of an astronaut: the subject is found and the background left out; an upscaled picture has
// exactly the asked size and is closer to the original than bicubic enlargement (PSNR); her face is found.
import { describe, expect, it } from 'vitest';
import { runToolJob, type Pixels } from '../../src/features/editor/tools/shared/toolsWorker';
import { bicubic, psnr } from '../../bench/shared/imageQuality';

async function sample(name: string): Promise<Pixels> {
  const bitmap = await createImageBitmap(await (await fetch(`/samples/${name}`)).blob());
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(bitmap, 0, 0);
  const { width, height, data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  return { width, height, data };
}

/** The mean coverage (0..255) of a size × size square centred on (cx, cy). */
function meanIn(c: { width: number; data: Uint8Array }, cx: number, cy: number, size: number): number {
  let sum = 0;
  for (let y = cy - size / 2; y < cy + size / 2; y++) for (let x = cx - size / 2; x < cx + size / 2; x++) sum += c.data[y * c.width + x] as number;
  return sum / (size * size);
}

describe('segmentSubject finds the person of a portrait', () => {
  it('covers the astronaut and leaves the studio background out', async () => {
    const photo = await sample('astronaut.png');
    const coverage = await runToolJob((api, onProgress) => api.segmentSubject(photo, onProgress));
    expect([coverage.width, coverage.height]).toEqual([512, 512]);
    expect(coverage.data.length).toBe(512 * 512);
    // Her face and the middle of her suit.
    expect(meanIn(coverage, 225, 120, 40)).toBeGreaterThan(230);
    expect(meanIn(coverage, 256, 330, 60)).toBeGreaterThan(230);
    // The top corners: the flag and the studio wall.
    expect(meanIn(coverage, 16, 16, 32)).toBeLessThan(20);
    expect(meanIn(coverage, 496, 16, 32)).toBeLessThan(20);
    // The wall between her head and the shuttle model.
    expect(meanIn(coverage, 340, 60, 30)).toBeLessThan(20);
  });
});

describe('upscale enlarges with the ESRGAN model', () => {
  it('returns exactly twice the size, closer to the original than bicubic', async () => {
    const photo = await sample('astronaut.png');
    // A 96 × 96 crop of her face and collar (detail the model should restore), shrunk 2×, then enlarged.
    const crop: Pixels = { width: 96, height: 96, data: new Uint8ClampedArray(96 * 96 * 4) };
    for (let y = 0; y < 96; y++) crop.data.set(photo.data.subarray(((100 + y) * 512 + 170) * 4, ((100 + y) * 512 + 266) * 4), y * 96 * 4);
    const small = bicubic(crop, 48, 48);
    const up = await runToolJob((api) => api.upscale({ ...small, data: small.data.slice() }, 2));
    expect([up.width, up.height]).toEqual([96, 96]);
    const model = psnr(up, crop);
    const baseline = psnr(bicubic(small, 96, 96), crop);
    expect(model).toBeGreaterThan(baseline);
    // Opaque stays opaque.
    expect(up.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
  });
});

describe('detectFaces finds faces', () => {
  it('finds the astronaut’s one face where it is, and none on a lawn', async () => {
    const photo = await sample('astronaut.png');
    const faces = await runToolJob((api) => api.detectFaces(photo));
    expect(faces).toHaveLength(1);
    const [face] = faces;
    // Her nose is inside the box, and the box is face-sized (not the whole picture).
    expect(face!.x).toBeLessThan(225);
    expect(face!.x + face!.width).toBeGreaterThan(225);
    expect(face!.y).toBeLessThan(130);
    expect(face!.y + face!.height).toBeGreaterThan(130);
    expect(face!.width).toBeGreaterThan(60);
    expect(face!.width).toBeLessThan(200);
    const lawn = await sample('grass.png');
    expect(await runToolJob((api) => api.detectFaces(lawn))).toEqual([]);
  });
});
