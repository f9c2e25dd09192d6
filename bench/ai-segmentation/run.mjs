// npm run bench:ai-segmentation — background removal quality and speed (issue 17): the astronaut of
// public/samples/astronaut.png with her true mask (bench/fixtures/astronaut-mask.png, how it was made is in
// bench/fixtures/makeAstronautMask.mjs) pasted on 13 backgrounds (the other sample photos, solid colours,
// gradients, and her own studio), segmented by segmentSubject in the tools worker; intersection over union
// per composite and the mean (goal ≥ 0.90), then the time for a 12 MP photo (the composite enlarged to
// 4000 × 3000) in headless Chromium with software WebGL. Figures only, no assertions.
import sharp from 'sharp';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, openAiBench } from '../shared/aiBench.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const samples = join(here, '../../public/samples');
const SIZE = 512;

const BACKGROUNDS = [
  ['studio (the original photo)', null],
  ['brick.png', { file: 'brick.png' }],
  ['chelsea.png', { file: 'chelsea.png' }],
  ['coffee.png', { file: 'coffee.png' }],
  ['grass.png', { file: 'grass.png' }],
  ['gravel.png', { file: 'gravel.png' }],
  ['hubble_deep_field.jpg', { file: 'hubble_deep_field.jpg' }],
  ['rocket.jpg', { file: 'rocket.jpg' }],
  ['solid white', { solid: [250, 250, 250] }],
  ['solid green', { solid: [42, 111, 58] }],
  ['solid blue', { solid: [30, 58, 138] }],
  ['gradient sky (vertical)', { gradient: [[70, 130, 200], [235, 240, 250], 'vertical'] }],
  ['gradient sunset (horizontal)', { gradient: [[240, 140, 60], [90, 40, 120], 'horizontal'] }],
];

async function background(spec) {
  if (spec.file) return sharp(join(samples, spec.file)).resize(SIZE, SIZE, { fit: 'cover' }).removeAlpha().raw().toBuffer();
  const out = Buffer.alloc(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) {
    const t = spec.gradient ? (spec.gradient[2] === 'vertical' ? y : x) / (SIZE - 1) : 0;
    const [a, b] = spec.gradient ?? [spec.solid, spec.solid];
    for (let c = 0; c < 3; c++) out[(y * SIZE + x) * 3 + c] = Math.round(a[c] + (b[c] - a[c]) * t);
  }
  return out;
}

const subject = await sharp(join(samples, 'astronaut.png')).removeAlpha().raw().toBuffer();
const mask = await sharp(join(here, '../fixtures/astronaut-mask.png')).extractChannel(0).raw().toBuffer();
const { page, close } = await openAiBench('ai-segmentation');
try {
  const results = [];
  let largeSource = null;
  for (const [label, spec] of BACKGROUNDS) {
    const bg = spec ? await background(spec) : subject;
    const rgba = Buffer.alloc(SIZE * SIZE * 4);
    for (let i = 0; i < SIZE * SIZE; i++) {
      const on = mask[i] >= 128;
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = on ? subject[i * 3 + c] : bg[i * 3 + c];
      rgba[i * 4 + 3] = 255;
    }
    if (label === 'chelsea.png') largeSource = rgba;
    const r = await page.evaluate(([w, h, a, m]) => window.bench.segment(w, h, a, m), [SIZE, SIZE, rgba.toString('base64'), mask.toString('base64')]);
    results.push(r.iou);
    console.log(`  ${label.padEnd(30)} IoU ${fmt(r.iou)}   ${r.ms.toFixed(0).padStart(5)} ms`);
  }
  const mean = results.reduce((s, v) => s + v, 0) / results.length;
  console.log(`mean IoU over ${results.length} composites: ${fmt(mean)} (min ${fmt(Math.min(...results))}; goal ≥ 0.90)`);
  const png = await sharp(largeSource, { raw: { width: SIZE, height: SIZE, channels: 4 } }).png().toBuffer();
  const times = [];
  for (let i = 0; i < 3; i++) times.push((await page.evaluate(([p]) => window.bench.segmentLarge(p, 4000, 3000), [png.toString('base64')])).ms);
  times.sort((a, b) => a - b);
  console.log(`12 MP photo (4000 × 3000): segmentSubject median ${times[1].toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`);
} finally {
  await close();
}
