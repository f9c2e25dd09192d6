// The sky renderer of makeSkies.mjs: a colour gradient from the zenith (top) to the horizon (bottom), a sun
// glow, perspective clouds of fractal value noise with a light side and a shadow side, and for the night
// stars and a moon. Deterministic: the same palette gives the same pixels.

function mulberry(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Value noise on a 256-cell lattice (wrapping), smooth (quintic) between the lattice's values. */
function valueNoise(seed) {
  const rand = mulberry(seed);
  const values = new Float32Array(256 * 256);
  for (let i = 0; i < values.length; i++) values[i] = rand();
  const fade = (t) => t * t * t * (t * (t * 6 - 15) + 10);
  return (x, y) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const fx = fade(x - xi);
    const fy = fade(y - yi);
    const x0 = xi & 255;
    const y0 = yi & 255;
    const x1 = (x0 + 1) & 255;
    const y1 = (y0 + 1) & 255;
    const a = values[y0 * 256 + x0] + (values[y0 * 256 + x1] - values[y0 * 256 + x0]) * fx;
    const b = values[y1 * 256 + x0] + (values[y1 * 256 + x1] - values[y1 * 256 + x0]) * fx;
    return a + (b - a) * fy;
  };
}

function fbm(noise, x, y, octaves) {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += noise(x, y) * amp;
    norm += amp;
    amp *= 0.5;
    // A small rotation between octaves hides the lattice's axes.
    const nx = 2.03 * (0.8 * x - 0.6 * y) + 17.1;
    y = 2.03 * (0.6 * x + 0.8 * y) + 3.7;
    x = nx;
  }
  return sum / norm;
}

const smoothstep = (a, b, x) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};
const mix = (a, b, t) => a + (b - a) * t;

function gradientAt(stops, t) {
  for (let k = 1; k < stops.length; k++) {
    const [t1, c1] = stops[k];
    const [t0, c0] = stops[k - 1];
    if (t <= t1) {
      const f = smoothstep(0, 1, (t - t0) / (t1 - t0));
      return [mix(c0[0], c1[0], f), mix(c0[1], c1[1], f), mix(c0[2], c1[2], f)];
    }
  }
  return stops[stops.length - 1][1].slice();
}

/** RGB bytes of the sky `sky` (palettes.mjs) at width × height. */
export function renderSky(sky, width, height) {
  const out = new Float32Array(width * height * 3);
  const noise = valueNoise(sky.seed);
  const warp = valueNoise(sky.seed + 101);
  const rand = mulberry(sky.seed + 7);
  const clouds = sky.clouds;
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const base = gradientAt(sky.gradient, t);
    // Perspective: a row's distance grows toward the horizon (the bottom), so the clouds there are
    // smaller and flatter.
    const depth = 1 / (1 - t * 0.86);
    for (let x = 0; x < width; x++) {
      let [r, g, b] = base;
      const u = (x - width / 2) / height;
      if (sky.sun) {
        const { x: sx, y: sy, radius, glow, colour, strength, wide = 0.35 } = sky.sun;
        const d = Math.hypot(x / height - (sx * width) / height, t - sy);
        const halo = strength * (Math.exp(-d / glow) + wide * Math.exp(-d / (glow * 4)));
        const disc = radius > 0 ? smoothstep(radius * 1.08, radius, d) : 0;
        r = mix(r + colour[0] * halo, 255, disc);
        g = mix(g + colour[1] * halo, 250, disc);
        b = mix(b + colour[2] * halo, 235, disc);
      }
      if (clouds) {
        const cx = (u * depth) * clouds.scale + 13.3;
        const cy = depth * clouds.scale * clouds.stretch + 5.1;
        const wx = fbm(warp, cx * 0.5, cy * 0.5, 4) - 0.5;
        const wy = fbm(warp, cx * 0.5 + 9.2, cy * 0.5 + 4.4, 4) - 0.5;
        const px = cx + wx * clouds.warp;
        const py = cy + wy * clouds.warp;
        const n = fbm(noise, px, py, clouds.octaves ?? 6);
        const cover = clouds.cover + clouds.horizonCover * t;
        let density = smoothstep(cover, cover + clouds.soft, n) * clouds.opacity;
        if (density > 0.002) {
          // Toward the light the cloud thins: the difference says which side of a puff this is.
          const ahead = fbm(noise, px + clouds.light[0] * 0.08, py + clouds.light[1] * 0.08, clouds.octaves ?? 6);
          const lit = smoothstep(-0.04, 0.05, n - ahead);
          const core = smoothstep(cover, cover + clouds.soft * 2.5, n);
          const shade = [0, 1, 2].map((c) => mix(clouds.shadow[c], clouds.lit[c], Math.min(1, lit * 0.8 + (1 - core) * 0.45)));
          density *= 1 - 0.35 * t * (clouds.horizonFade ?? 1);
          r = mix(r, shade[0], density);
          g = mix(g, shade[1], density);
          b = mix(b, shade[2], density);
        }
      }
      const o = (y * width + x) * 3;
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
    }
  }
  if (sky.stars) drawStars(out, width, height, sky.stars, rand);
  if (sky.moon) drawMoon(out, width, height, sky.moon, valueNoise(sky.seed + 33));
  const bytes = new Uint8Array(out.length);
  // A faint dither keeps the long gradients from banding once compressed.
  for (let i = 0; i < out.length; i++) bytes[i] = Math.max(0, Math.min(255, Math.round(out[i] + (rand() - rand()) * 0.8)));
  return bytes;
}

function drawStars(out, width, height, stars, rand) {
  for (let k = 0; k < stars.count; k++) {
    const x = rand() * width;
    // Fewer near the horizon, where the air is thicker.
    const y = Math.pow(rand(), 1.4) * height * 0.92;
    const bright = Math.pow(rand(), 3) * stars.brightness * (1 - y / height);
    const size = 0.5 + Math.pow(rand(), 6) * 1.3;
    const tint = rand() < 0.2 ? [1, 0.88, 0.75] : rand() < 0.3 ? [0.8, 0.88, 1] : [1, 1, 1];
    for (let dy = -3; dy <= 3; dy++) {
      for (let dx = -3; dx <= 3; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const d2 = (px - x) ** 2 + (py - y) ** 2;
        const v = bright * Math.exp(-d2 / (2 * size * size));
        const o = (py * width + px) * 3;
        for (let c = 0; c < 3; c++) out[o + c] += v * tint[c];
      }
    }
  }
}

function drawMoon(out, width, height, moon, noise) {
  const mx = moon.x * width;
  const my = moon.y * height;
  const radius = moon.radius * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - mx, y - my) / radius;
      const o = (y * width + x) * 3;
      const glow = moon.glow * Math.exp(-Math.max(0, d - 1) * 1.6);
      const disc = smoothstep(1.03, 0.97, d);
      // Maria: darker patches of low-frequency noise on the disc, lit a little more on one side.
      const maria = fbm(noise, (x - mx) / radius * 1.6 + 4, (y - my) / radius * 1.6 + 4, 4);
      const surface = 0.92 - 0.28 * smoothstep(0.45, 0.7, maria) + 0.06 * ((mx - x) / radius);
      for (let c = 0; c < 3; c++) {
        const lit = out[o + c] + moon.colour[c] * glow;
        out[o + c] = mix(lit, moon.colour[c] * surface + 20, disc);
      }
    }
  }
}
