// What keeping EXIF costs on a 12-megapixel export: the spliced path (piexifjs reads and writes only the
// EXIF block; the bytes are copied once) against piexifjs on the whole file as a binary string.
// Run: npx tsx bench/exif/keep.ts
import piexif from 'piexifjs';
import sharp from 'sharp';
import { rewriteExif } from '../../src/features/editor/export/exifRewrite';
import { exifPayload, withExif } from '../../src/features/editor/export/jpegSegments';
import { cameraJpeg } from '../../tests/editor/support/exifFixture';

const W = 4240;
const H = 2832;
const original = new Uint8Array(await cameraJpeg({ width: 600, height: 400 }));
// Photo-like detail (the astronaut) with sensor-like noise, so the file is as big as a phone's.
const noise = await sharp({ create: { width: W, height: H, channels: 3, noise: { type: 'gaussian', mean: 0, sigma: 12 }, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
const photo = sharp('public/samples/astronaut.png').resize(W, H, { fit: 'fill' }).composite([{ input: noise, blend: 'add' }]);
const exported = new Uint8Array(await photo.jpeg({ quality: 92 }).toBuffer());
console.log(`exported: ${W}x${H} JPEG, ${(exported.length / 1e6).toFixed(1)} MB`);

function time(label: string, run: () => unknown, rounds = 10): void {
  run();
  const start = performance.now();
  for (let i = 0; i < rounds; i++) run();
  console.log(`${label}: ${((performance.now() - start) / rounds).toFixed(1)} ms`);
}

time('spliced (find + rewrite + splice)', () => withExif(exported, rewriteExif(exifPayload(original)!, { size: { width: W, height: H }, keepLocation: false })));
time('piexifjs.insert on the whole file (binary strings)', () => {
  // As a page must: bytes to a binary string and back without Node's Buffer.
  let text = '';
  for (let i = 0; i < exported.length; i += 0x8000) text += String.fromCharCode(...exported.subarray(i, i + 0x8000));
  const exif = rewriteExif(exifPayload(original)!, { size: { width: W, height: H }, keepLocation: false });
  const out = piexif.insert(String.fromCharCode(...exif), text);
  const back = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) back[i] = out.charCodeAt(i);
  return back;
}, 3);
