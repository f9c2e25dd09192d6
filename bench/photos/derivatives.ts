// How long the image route takes to make a derivative from a 12-megapixel photo, and to serve it again
// from the disk cache. Run: npx tsx bench/photos/derivatives.ts
// Prints one line per variant: first request (sharp decode + resize + encode + write) and cached request.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DerivativeCache, parseVariant } from '../../server/photos/derivatives';

const dir = mkdtempSync(join(tmpdir(), 'pixloom-bench-'));
try {
  // A 12 MP photo-like JPEG: the astronaut sample scaled up to 4240×2832.
  const original = await sharp('public/samples/astronaut.png').resize(4240, 2832, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
  console.log(`original: 4240x2832 JPEG, ${(original.length / 1e6).toFixed(1)} MB`);
  const cache = new DerivativeCache(dir, 100_000_000);
  const cases: [string, Record<string, string>, string][] = [
    ['gallery thumb 300h bounds, JPEG', { height: '300' }, '*/*'],
    ['library thumb 200 crop, WebP', { width: '200', height: '200', fit: 'crop', auto: 'avif,webp' }, 'image/webp'],
    ['library thumb 200 crop, AVIF', { width: '200', height: '200', fit: 'crop', auto: 'avif,webp' }, 'image/avif,image/webp'],
    ['big image 1320x750 bounds, WebP', { width: '1320', height: '750', auto: 'webp' }, 'image/webp'],
    ['full size re-encode, JPEG', {}, '*/*'],
  ];
  for (const [name, query, accept] of cases) {
    const key = `photos/bench/${name.replace(/\W+/g, '-')}.jpg`;
    const variant = parseVariant(query, accept, key);
    let t = performance.now();
    const made = await cache.ensure(key, variant, async () => original);
    const first = performance.now() - t;
    t = performance.now();
    await cache.ensure(key, variant, async () => original);
    const cached = performance.now() - t;
    console.log(`${name.padEnd(36)} first ${first.toFixed(0).padStart(5)} ms   cached ${cached.toFixed(2).padStart(6)} ms   ${((made?.size ?? 0) / 1024).toFixed(0)} KB`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
