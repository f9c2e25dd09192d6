// The exported file's name and size: `pixloom-<project or original name>-<yyyy-mm-dd>.<ext>`, readable on
// every system (no path or reserved characters, not too long), and output sizes that keep the aspect ratio.
import type { Size } from '../../../lib/shared/editor/geometry';
import type { ExportType } from '../engineClient';

export const EXPORT_TYPES: readonly ExportType[] = ['image/jpeg', 'image/png', 'image/webp'];
/** What a download can be: a picture the engine encodes, or a designer's PDF (export/pdf/). */
export type DownloadType = ExportType | 'application/pdf';
export const EXTENSIONS: Readonly<Record<DownloadType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };
const MAX_NAME = 60;
const MAX_TYPED_NAME = 120;

/** A file name's base: extension dropped, unsafe characters turned into dashes, trimmed and shortened. */
export function fileNameBase(name: string): string {
  const noExt = name.trim().replace(/\.[a-z0-9]{2,5}$/i, '');
  // Whitespace becomes dashes, control characters go, and so do path separators and what Windows refuses.
  const safe = [...noExt.normalize('NFC').replace(/\s+/g, '-')]
    .filter((ch) => ch.charCodeAt(0) >= 32)
    .join('')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  const short = [...safe].slice(0, MAX_NAME).join('').replace(/[-.]+$/g, '');
  return short.toLowerCase();
}

function isoDate(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function exportFileName(options: { projectName?: string | null; originalName?: string | null; type: DownloadType; date?: Date }): string {
  const base = fileNameBase(options.projectName ?? '') || fileNameBase(options.originalName ?? '') || 'photo';
  // "pixloom-pixloom-…" reads badly when the name already carries the product.
  const name = base.startsWith('pixloom-') ? base.slice('pixloom-'.length) || 'photo' : base;
  return `pixloom-${name}-${isoDate(options.date ?? new Date())}.${EXTENSIONS[options.type]}`;
}

/**
 * The file name the user typed in the export dialog, made safe on every system (no path or reserved
 * characters, not too long) but otherwise as typed (case kept); the extension is the format's. Empty or
 * nothing usable left: `fallback` (the default name).
 */
export function typedFileName(typed: string, type: DownloadType, fallback: string): string {
  const noExt = typed.trim().replace(new RegExp(`\\.(${Object.values(EXTENSIONS).join('|')}|jpeg)$`, 'i'), '');
  const safe = [...noExt.normalize('NFC').replace(/\s+/g, ' ')]
    .filter((ch) => ch.charCodeAt(0) >= 32)
    .join('')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-. ]+|[-. ]+$/g, '');
  const short = [...safe].slice(0, MAX_TYPED_NAME).join('').replace(/[-. ]+$/g, '');
  return short ? `${short}.${EXTENSIONS[type]}` : fallback;
}

/** The default name's base, for the export dialog's name field (its extension follows the format). */
export function baseOf(fileName: string): string {
  return fileName.replace(/\.[a-z0-9]{2,5}$/i, '');
}

/** The title a saved photo gets in My Photos (the server limits titles; the name stays readable). */
export function photoTitle(projectName: string | null | undefined, originalName: string | null | undefined): string {
  const raw = (projectName || originalName || '').replace(/\.[a-z0-9]{2,5}$/i, '').trim();
  return [...raw].slice(0, 100).join('');
}

export type SizePreset = 100 | 75 | 50 | 25;
export const SIZE_PRESETS: readonly SizePreset[] = [100, 75, 50, 25];

/** The output size for a percentage of the picture. */
export function presetSize(picture: Size, percent: number): Size {
  const f = percent / 100;
  return { width: Math.max(1, Math.round(picture.width * f)), height: Math.max(1, Math.round(picture.height * f)) };
}

/** Custom size: one side typed, the other follows the picture's aspect ratio; within 1..maxSide. */
export function customSize(picture: Size, side: 'width' | 'height', value: number, maxSide: number): Size {
  const aspect = picture.width / picture.height;
  let width = side === 'width' ? value : value * aspect;
  let height = side === 'height' ? value : value / aspect;
  const over = Math.max(width / maxSide, height / maxSide, 1);
  width /= over;
  height /= over;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}
