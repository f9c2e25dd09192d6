// Image derivatives (spec §7 Settings: "Image URLs get query parameters: auto avif,webp, width, height, fit
// bounds or crop 1:1"): made with sharp from the original, cached on disk under $DATA_DIR/cache/img/, one
// folder per key so a deleted photo takes all its derivatives with it. Every answer is re-encoded: EXIF
// orientation applied and metadata (GPS and the like) stripped, even at full size.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ApiError } from '../api/errors';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
export type Fit = 'bounds' | 'crop';

export interface Variant {
  width: number | null;
  height: number | null;
  fit: Fit;
  format: OutputFormat;
  /** The format depended on the Accept header: the answer must say Vary: Accept. */
  varyAccept: boolean;
}

/** Spec §9: thumbnail sizes are rounded up to multiples of 50; the server does the same so caches stay small. */
export const SIZE_STEP = 50;
export const MAX_DIMENSION = 8192;

export const CONTENT_TYPE: Record<OutputFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };

const SOURCE_FORMAT: Record<string, OutputFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif', heif: 'avif' };

function parseSize(value: unknown, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,6}(\.\d{1,4})?$/.test(value) || Number(value) <= 0) {
    throw new ApiError('invalid_image_size', 400, `${name} must be a positive number of pixels.`);
  }
  return Math.min(MAX_DIMENSION, Math.ceil(Math.ceil(Number(value)) / SIZE_STEP) * SIZE_STEP);
}

/** Reads width, height, fit and auto, and picks the output format from auto and the Accept header. */
export function parseVariant(query: Record<string, unknown>, accept: string, key: string): Variant {
  const width = parseSize(query.width, 'width');
  const height = parseSize(query.height, 'height');
  const fitParam = query.fit ?? 'bounds';
  // "crop 1:1" arrives as crop; a literal "crop 1:1" (or crop:1:1) is the same thing.
  const fit: Fit | undefined = fitParam === 'bounds' ? 'bounds' : typeof fitParam === 'string' && /^crop(?:[ :]1:1)?$/.test(fitParam) ? 'crop' : undefined;
  if (!fit) throw new ApiError('invalid_image_fit', 400, 'fit must be bounds or crop.');
  const auto = typeof query.auto === 'string' ? query.auto.toLowerCase().split(/[ ,]+/) : [];
  const accepts = accept.toLowerCase();
  const source = SOURCE_FORMAT[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'jpeg';

  if (auto.includes('avif') && accepts.includes('image/avif')) return { width, height, fit, format: 'avif', varyAccept: true };
  if (auto.includes('webp') && accepts.includes('image/webp')) return { width, height, fit, format: 'webp', varyAccept: true };
  if (source === 'avif') {
    // An AVIF original for a browser that does not say it shows AVIF: WebP if it does, else JPEG.
    if (accepts.includes('image/avif')) return { width, height, fit, format: 'avif', varyAccept: true };
    return { width, height, fit, format: accepts.includes('image/webp') ? 'webp' : 'jpeg', varyAccept: true };
  }
  return { width, height, fit, format: source, varyAccept: auto.length > 0 };
}

function variantName(v: Variant): string {
  return `w${v.width ?? 0}-h${v.height ?? 0}-${v.fit}.${v.format}`;
}

async function render(input: Buffer, v: Variant, maxPixels: number): Promise<Buffer> {
  const animated = (v.format === 'gif' || v.format === 'webp') && v.fit === 'bounds';
  const meta = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width ?? 1;
  const sourceHeight = meta.autoOrient?.height ?? meta.height ?? 1;
  let image = sharp(input, { limitInputPixels: maxPixels, failOn: 'none', animated: animated && (meta.pages ?? 1) > 1 }).rotate();

  if (v.fit === 'crop') {
    // 1:1 when one side is given (or none: the largest centred square); never larger than the original.
    const boxWidth = v.width ?? v.height ?? Math.min(sourceWidth, sourceHeight);
    const boxHeight = v.height ?? v.width ?? boxWidth;
    const scale = Math.min(1, sourceWidth / boxWidth, sourceHeight / boxHeight);
    image = image.resize(Math.max(1, Math.round(boxWidth * scale)), Math.max(1, Math.round(boxHeight * scale)), { fit: 'cover', position: 'centre' });
  } else if (v.width !== null || v.height !== null) {
    image = image.resize(v.width ?? undefined, v.height ?? undefined, { fit: 'inside', withoutEnlargement: true });
  }

  const full = v.width === null && v.height === null && v.fit === 'bounds';
  switch (v.format) {
    case 'jpeg':
      // mozjpeg makes thumbnails smaller but takes seconds on a 12 MP full-size image: plain libjpeg there.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: full ? 90 : 82, mozjpeg: !full }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
    case 'webp':
      return image.webp({ quality: full ? 90 : 80 }).toBuffer();
    case 'avif':
      // Effort 2: a thumbnail is made while the browser waits.
      return image.avif({ quality: full ? 70 : 55, effort: 2 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

export interface CachedDerivative {
  path: string;
  size: number;
  etag: string;
}

export class DerivativeCache {
  private readonly inFlight = new Map<string, Promise<CachedDerivative | null>>();

  constructor(
    readonly root: string,
    private readonly maxPixels: number,
  ) {}

  private dirOf(key: string): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return join(this.root, hash.slice(0, 2), hash);
  }

  /** Strong and stable: the bytes behind a key never change, so key + variant names the answer. */
  etagOf(key: string, v: Variant): string {
    return `"${createHash('sha1').update(`${key}|${variantName(v)}`).digest('base64url')}"`;
  }

  /** The derivative's file, made from the original on first request; null when the original is gone. */
  async ensure(key: string, v: Variant, loadOriginal: () => Promise<Buffer | null>): Promise<CachedDerivative | null> {
    const dir = this.dirOf(key);
    const path = join(dir, variantName(v));
    const etag = this.etagOf(key, v);
    try {
      return { path, size: (await stat(path)).size, etag };
    } catch {
      // Not made yet.
    }
    let pending = this.inFlight.get(path);
    if (!pending) {
      pending = (async () => {
        const original = await loadOriginal();
        if (!original) return null;
        const data = await render(original, v, this.maxPixels);
        await mkdir(dir, { recursive: true });
        const tmp = join(dir, `.${randomUUID()}.tmp`);
        try {
          await writeFile(tmp, data);
          await rename(tmp, path);
        } finally {
          await rm(tmp, { force: true });
        }
        return { path, size: data.length, etag };
      })().finally(() => this.inFlight.delete(path));
      this.inFlight.set(path, pending);
    }
    return pending;
  }

  async remove(key: string): Promise<void> {
    await rm(this.dirOf(key), { recursive: true, force: true });
  }
}
