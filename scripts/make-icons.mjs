// Renders the app icons (regular, maskable with the safe zone, shortcuts) from public/favicon.svg.
// Run once when the logo changes: node scripts/make-icons.mjs
import sharp from 'sharp';
import { readFileSync } from 'node:fs';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url));
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;

for (const size of [192, 512]) {
  await sharp(svg, { density: 600 }).resize(size, size).png().toFile(out(`icon-${size}.png`));
  // Maskable: the logo inside the central 80% safe zone on the brand background.
  const inner = Math.round(size * 0.7);
  const logo = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#1C1D26' } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toFile(out(`maskable-${size}.png`));
}
const glyphs = { editor: 'M20 44 L44 20 M24 20 H44 V40', collage: 'M18 18 H46 V46 H18 Z M32 18 V46 M18 32 H32', designer: 'M18 46 L32 18 L46 46 M23 37 H41' };
for (const [name, d] of Object.entries(glyphs)) {
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#7C5CFF"/><path d="${d}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  await sharp(Buffer.from(icon), { density: 300 }).resize(96, 96).png().toFile(out(`shortcut-${name}.png`));
}
console.log('icons written');
