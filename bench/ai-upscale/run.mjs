// npm run bench:ai-upscale — upscaling quality and speed (issue 17): each sample photo (a crop of up to
// 256 × 256) shrunk 4× and 2× with the bicubic kernel, enlarged back by upscale() in the tools worker
// (ESRGAN slim, tiled, back-projected) and by bicubic; PSNR of each against the original, their difference
// and the time per output megapixel, in headless Chromium with software WebGL. "network" is the ESRGAN
// result before back-projection (run again on the page, untimed), to show what each part gives. Figures only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, openAiBench } from '../shared/aiBench.mjs';
import sharp from 'sharp';

const here = fileURLToPath(new URL('.', import.meta.url));
const samples = join(here, '../../public/samples');
const FILES = ['astronaut.png', 'brick.png', 'camera.png', 'chelsea.png', 'coffee.png', 'grass.png', 'gravel.png', 'horse.png', 'hubble_deep_field.jpg', 'rocket.jpg'];
const MAX_SIDE = Number(process.env.BENCH_MAX_SIDE ?? 256);

const { page, close } = await openAiBench('ai-upscale');
try {
  for (const factor of [4, 2]) {
    console.log(`${factor}× (photos shrunk ${factor}× then enlarged ${factor}×):`);
    const gains = [];
    let ms = 0;
    let mp = 0;
    for (const file of FILES) {
      const png = file.endsWith('.png') ? readFileSync(join(samples, file)) : await sharp(join(samples, file)).png().toBuffer();
      const r = await page.evaluate(([p, f, m]) => window.bench.upscale(p, f, m), [png.toString('base64'), factor, MAX_SIDE]);
      gains.push(r.model - r.bicubic);
      ms += r.ms;
      mp += r.outputMegapixels;
      console.log(`  ${file.padEnd(22)} ${r.width}×${r.height}  model ${fmt(r.model, 2)} dB   (network alone ${fmt(r.network, 2)})   bicubic ${fmt(r.bicubic, 2)} dB   Δ ${(r.model - r.bicubic >= 0 ? '+' : '') + fmt(r.model - r.bicubic, 2)} dB   ratio ${fmt(r.model / r.bicubic, 3)}   ${r.ms.toFixed(0)} ms`);
    }
    const mean = gains.reduce((s, v) => s + v, 0) / gains.length;
    console.log(`  mean gain over bicubic ${mean >= 0 ? '+' : ''}${fmt(mean, 2)} dB (beats bicubic on ${gains.filter((g) => g > 0).length} of ${gains.length}); ${(ms / mp / 1000).toFixed(1)} s per output megapixel`);
  }
} finally {
  await close();
}
