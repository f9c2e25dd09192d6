// Checks an upload by its bytes, never by its name or declared type: a photo must decode as one of the
// formats browsers show (JPEG, PNG, WebP, AVIF, GIF), be within the pixel limit, and be what the upload
// form said it was. Attachments are checked by their file signatures.
import { open, readFile } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { StorageError } from '../adapters/storage/errors';
import { ownValue } from '../../src/lib/shared/own';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export interface ImageFacts {
  format: PhotoFormat;
  /** Displayed size: EXIF orientation applied. */
  width: number;
  height: number;
  hasAlpha: boolean;
}

export const PHOTO_TYPES: Record<string, { format: PhotoFormat | 'heif'; ext: string }> = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/png': { format: 'png', ext: 'png' },
  'image/webp': { format: 'webp', ext: 'webp' },
  'image/avif': { format: 'avif', ext: 'avif' },
  'image/gif': { format: 'gif', ext: 'gif' },
  // HEIF is accepted when it holds AV1 (what the server can decode); HEVC photos (iPhone HEIC) are refused.
  'image/heif': { format: 'heif', ext: 'heif' },
};

export const MIME_OF: Record<PhotoFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };

const invalidImage = (): StorageError => new StorageError('invalid_image', 400, 'The file is not an image the app can open.');

export const heicRefusal = (): StorageError =>
  new StorageError('unsupported_format', 415, 'HEIC photos cannot be read here: export the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).');

/** Decodes the image (a header alone can lie) and tells its real format and size. */
export async function inspectImage(input: Buffer | string, declaredType: string | undefined, maxPixels: number): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw invalidImage();
  }
  let format: PhotoFormat;
  if (meta.format === 'heif') {
    if (meta.compression !== 'av1') throw heicRefusal();
    format = 'avif';
  } else if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'gif') {
    format = meta.format;
  } else {
    throw new StorageError('unsupported_format', 415, `Images of type ${meta.format ?? 'unknown'} are not supported; use JPEG, PNG, WebP, AVIF or GIF.`);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw invalidImage();
  if (width * height > maxPixels) throw new StorageError('image_too_large', 413, `The image has more than ${maxPixels} pixels.`);

  if (declaredType !== undefined) {
    const declared = ownValue(PHOTO_TYPES, declaredType)?.format;
    const matches = declared === format || (declared === 'heif' && format === 'avif');
    if (!matches) throw new StorageError('content_type_mismatch', 400, `The file is ${MIME_OF[format]}, not ${declaredType}.`);
  }

  // Decode every pixel (a small resize forces it): a truncated or corrupt body fails here.
  try {
    await sharp(input, { failOn: 'error', limitInputPixels: maxPixels }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw invalidImage();
  }
  return { format, width, height, hasAlpha: Boolean(meta.hasAlpha) };
}

const ATTACHMENT_SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'application/pdf': (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  'font/ttf': (h) => h.readUInt32BE(0) === 0x00010000 || h.subarray(0, 4).toString('latin1') === 'true',
  'font/otf': (h) => h.subarray(0, 4).toString('latin1') === 'OTTO',
  'font/woff': (h) => h.subarray(0, 4).toString('latin1') === 'wOFF',
  'font/woff2': (h) => h.subarray(0, 4).toString('latin1') === 'wOF2',
  'image/heic': (h) => h.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(h.subarray(8, 12).toString('latin1')),
};

async function readHead(input: Buffer | string, length: number): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, length);
  const file = await open(input, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Support attachments (spec §5): images are decoded; fonts, PDFs and HEIC by signature; text must be text. */
export async function inspectAttachment(input: Buffer | string, contentType: string, maxPixels: number): Promise<void> {
  if (contentType === 'image/png' || contentType === 'image/jpeg') {
    await inspectImage(input, contentType, maxPixels);
    return;
  }
  if (contentType === 'text/plain') {
    const data = Buffer.isBuffer(input) ? input : await readFile(input);
    const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
    if (data.includes(0) || text.includes('\uFFFD')) throw new StorageError('invalid_file', 400, 'The file is not plain text.');
    return;
  }
  const check = ownValue(ATTACHMENT_SIGNATURES, contentType);
  const head = await readHead(input, 16);
  if (!check || head.length < 12 || !check(head)) throw new StorageError('invalid_file', 400, `The file is not a valid ${contentType} file.`);
}
