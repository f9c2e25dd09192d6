// The sky replacer and the portrait tools as the editor runs them: in the tools worker, through runToolJob,
// on the shipped sample photos with the shipped skies and models.
import { describe, expect, it } from 'vitest';
import { runToolJob, sendPixels, type Pixels } from '../../src/features/editor/tools/shared/toolsWorker';

async function picture(url: string): Promise<Pixels> {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(bitmap, 0, 0);
  const { width, height, data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  return { width, height, data };
}

const copy = (p: Pixels): Pixels => ({ ...p, data: p.data.slice() });

describe('the sky replacer puts a shipped sky in a photo’s sky', () => {
  it('replaces the rocket photo’s dusk sky and keeps the launch pad', async () => {
    const photo = await picture('/samples/rocket.jpg');
    const sky = await picture('/skies/sunset.webp');
    expect([sky.width, sky.height]).toEqual([1600, 900]);
    const started = performance.now();
    const result = await runToolJob((api, p) => api.replaceSky(sendPixels(copy(photo)), sendPixels(sky), { blend: 0.5, feather: 0.3 }, p));
    console.log(`replaceSky ${photo.width}×${photo.height} in the worker: ${(performance.now() - started).toFixed(0)} ms, sky ${(result.skyShare * 100).toFixed(1)} %`);
    expect(result.pixels).not.toBeNull();
    expect(result.skyShare).toBeGreaterThan(0.3);
    const out = result.pixels!;
    // The sky above the rocket is now the sunset's (warmer: red well above blue); the pad at the bottom is not.
    const at = (p: Pixels, x: number, y: number): number[] => [0, 1, 2].map((c) => p.data[(y * p.width + x) * 4 + c]!);
    const [r, , b] = at(out, 380, 250);
    expect(r).toBeGreaterThan(b! + 40);
    const before = at(photo, 320, 415);
    const after = at(out, 320, 415);
    expect(Math.max(...before.map((v, c) => Math.abs(v - after[c]!)))).toBeLessThan(60);
  });

  it('says there is no sky in a picture of a lawn', async () => {
    const lawn = await picture('/samples/grass.png');
    const sky = await picture('/skies/night.webp');
    const result = await runToolJob((api) => api.replaceSky(sendPixels(lawn), sendPixels(sky), { blend: 0.5, feather: 0.3 }));
    expect(result.pixels).toBeNull();
  });
});

describe('the portrait tools work on the person the models find', () => {
  it('enhances the astronaut’s face only around the face', async () => {
    const photo = await picture('/samples/astronaut.png');
    const faces = await runToolJob((api) => api.detectFaces(sendPixels(copy(photo))));
    expect(faces).toHaveLength(1);
    const face = faces[0]!;
    console.log(`face box ${JSON.stringify(face)}`);
    const out = await runToolJob((api) => api.enhancePortrait(sendPixels(copy(photo)), faces, { smoothing: 0.6, brightness: 0.5, detail: 0.3 }));
    let inside = 0;
    let outside = 0;
    for (let y = 0; y < photo.height; y++) {
      for (let x = 0; x < photo.width; x++) {
        const i = (y * photo.width + x) * 4;
        const changed = out.data[i] !== photo.data[i] || out.data[i + 1] !== photo.data[i + 1] || out.data[i + 2] !== photo.data[i + 2];
        const far = x < face.x - face.width || x > face.x + 2 * face.width || y < face.y - face.height || y > face.y + 2 * face.height;
        if (changed && far) outside++;
        if (changed && !far) inside++;
      }
    }
    expect(outside).toBe(0);
    expect(inside).toBeGreaterThan(face.width * face.height * 0.3);
  });

  it('relights the astronaut and leaves the studio wall alone when the background is not dimmed', async () => {
    const photo = await picture('/samples/astronaut.png');
    const mask = await runToolJob((api) => api.segmentSubject(sendPixels(copy(photo))));
    const { pixels } = await runToolJob((api) => api.relight(sendPixels(copy(photo)), sendPixels({ ...mask, data: mask.data.slice() }), { direction: 'left', intensity: 0.7, warmth: 0.3, dim: 0 }));
    expect(pixels).not.toBeNull();
    let subjectChanged = 0;
    let backgroundChanged = 0;
    for (let i = 0; i < mask.data.length; i++) {
      const changed = [0, 1, 2].some((c) => pixels!.data[i * 4 + c] !== photo.data[i * 4 + c]);
      if (mask.data[i] === 0 && changed) backgroundChanged++;
      if (mask.data[i] === 255 && changed) subjectChanged++;
    }
    expect(backgroundChanged).toBe(0);
    expect(subjectChanged).toBeGreaterThan(10_000);
  });
});
