// Image sizes asked of the image route (spec account-content §7 "Image URLs get query parameters: auto
// avif,webp, width, height, fit bounds or crop 1:1"; §9 "rounded up to multiples of 50; retina factor 1.5;
// big image 880x500"). Rounding keeps the number of distinct derivatives (and cache entries) small.
// In lib, not the photos area: the offline warm-up builds the pickers' thumbnail addresses too, and a lazy
// import of the photos area from there split the library's chunks (and the start-up's list of them).

export const SIZE_STEP = 50;
export const RETINA_FACTOR = 1.5;
export const BIG_IMAGE = { width: 880, height: 500 } as const;

export type Fit = 'bounds' | 'crop';

/** CSS pixels to requested pixels: ×1.5 on a high-density screen, then up to the next multiple of 50. */
export function requestSize(cssPixels: number, devicePixelRatio = 1): number {
  const scaled = devicePixelRatio > 1 ? cssPixels * RETINA_FACTOR : cssPixels;
  return Math.max(SIZE_STEP, Math.ceil(Math.ceil(scaled) / SIZE_STEP) * SIZE_STEP);
}

export interface VariantOptions {
  width?: number;
  height?: number;
  fit?: Fit;
  devicePixelRatio?: number;
}

/** The url of an image at a display size, in AVIF or WebP where the browser takes them. */
export function imageVariantUrl(url: string, options: VariantOptions): string {
  const dpr = options.devicePixelRatio ?? 1;
  const params = new URLSearchParams();
  if (options.width !== undefined) params.set('width', String(requestSize(options.width, dpr)));
  if (options.height !== undefined) params.set('height', String(requestSize(options.height, dpr)));
  params.set('fit', options.fit ?? 'bounds');
  params.set('auto', 'avif,webp');
  const base = url.split('?')[0] ?? url;
  // URLSearchParams writes the comma as %2C; the server reads both, the literal form is easier to read.
  return `${base}?${params.toString().replace(/%2C/g, ',')}`;
}

export function screenDensity(): number {
  return typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
}
