// A design's uploaded fonts travel with its project as assets (`font-<hash>`, see
// src/features/editor/panels/text/userFontFile.ts) next to its images. A font is checked by its magic bytes,
// not decoded: the declared type must match what the file starts with, and it may be at most 5 MB.
import { open, stat } from 'node:fs/promises';
import { StorageError } from '../adapters/storage/errors';
import { ownValue } from '../../src/lib/shared/own';

export const FONT_ASSET_MAX_BYTES = 5 * 1024 * 1024;

/** The font types the `projects` bucket takes, and the key extension each gets. */
export const FONT_ASSET_TYPES: Readonly<Record<string, string>> = {
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
};

const SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  'font/woff2': (h) => h.subarray(0, 4).toString('latin1') === 'wOF2',
  'font/woff': (h) => h.subarray(0, 4).toString('latin1') === 'wOFF',
  'font/ttf': (h) => h.readUInt32BE(0) === 0x00010000 || h.subarray(0, 4).toString('latin1') === 'true',
  'font/otf': (h) => h.subarray(0, 4).toString('latin1') === 'OTTO',
};

export function isFontType(contentType: string): boolean {
  return Object.hasOwn(FONT_ASSET_TYPES, contentType);
}

async function sizeAndHead(input: Buffer | string): Promise<{ size: number; head: Buffer }> {
  if (Buffer.isBuffer(input)) return { size: input.length, head: input.subarray(0, 12) };
  const size = (await stat(input)).size;
  const file = await open(input, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await file.read(head, 0, 12, 0);
    return { size, head: head.subarray(0, bytesRead) };
  } finally {
    await file.close();
  }
}

/** Throws file_too_large (over 5 MB) or invalid_font (the bytes are not a font of the declared type). */
export async function inspectFont(input: Buffer | string, contentType: string): Promise<void> {
  const { size, head } = await sizeAndHead(input);
  if (size > FONT_ASSET_MAX_BYTES) throw new StorageError('file_too_large', 413, `The font is larger than ${FONT_ASSET_MAX_BYTES} bytes.`);
  const check = ownValue(SIGNATURES, contentType);
  if (!check || head.length < 12 || !check(head)) throw new StorageError('invalid_font', 400, `The file is not a valid ${contentType} font.`);
}
