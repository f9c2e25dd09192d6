// Renders the sky replacer's shipped skies (public/skies/): procedural pictures made here, so they are ours to
// ship (CC0, see public/skies/LICENSE.md) and small. Each sky is a gradient of the hour's colours with clouds
// of fractal value noise seen in perspective (they flatten and thin toward the horizon at the picture's
// bottom, where a replaced sky meets the land), lit from the sun's side; the night adds stars and a moon.
// Run when a sky changes: `node scripts/skies/makeSkies.mjs` (writes <id>.webp and thumbs/<id>.webp).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SKIES } from './palettes.mjs';
import { renderSky } from './render.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'public/skies');
const W = 1600;
const H = 900;
mkdirSync(join(OUT, 'thumbs'), { recursive: true });

let total = 0;
for (const sky of SKIES) {
  const started = Date.now();
  const rgb = renderSky(sky, W, H);
  const image = sharp(Buffer.from(rgb.buffer), { raw: { width: W, height: H, channels: 3 } });
  const full = await image.clone().webp({ quality: sky.quality ?? 78, effort: 6, smartSubsample: true }).toFile(join(OUT, `${sky.id}.webp`));
  const thumb = await image.clone().resize(192, 108).webp({ quality: 70, effort: 6 }).toFile(join(OUT, 'thumbs', `${sky.id}.webp`));
  total += full.size + thumb.size;
  console.log(`${sky.id}: ${(full.size / 1024).toFixed(1)} KB + thumb ${(thumb.size / 1024).toFixed(1)} KB, ${Date.now() - started} ms`);
}
console.log(`total ${(total / 1024).toFixed(1)} KB`);
