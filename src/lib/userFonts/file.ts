// A font file the user uploads (issue 16, "the user's own uploaded fonts"): WOFF2, WOFF, TrueType or
// OpenType up to 5 MB, checked by reading it with fontkit (the PDF export's own font reader, so a file that
// passes here is also one the PDF can embed). Its family name comes from the font's own name table. Its
// asset id is made of its bytes' SHA-256, so the same file is the same asset in every project and device.
import { DOCUMENT_LIMITS } from '../shared/editor/types';
import { isGenericFamily, shippedFont } from '../shared/editor/fonts';

export const USER_FONT_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers. */
export const USER_FONT_ACCEPT = '.woff2,.woff,.ttf,.otf,font/woff2,font/woff,font/ttf,font/otf';
/** Project assets that are fonts have ids with this prefix. */
export const FONT_ASSET_PREFIX = 'font-';

export type UserFontFormat = 'woff2' | 'woff' | 'ttf' | 'otf';
export type UserFontErrorCode = 'userfont_too_big' | 'userfont_not_font' | 'userfont_no_name' | 'userfont_shipped';

export class UserFontError extends Error {
  constructor(
    readonly code: UserFontErrorCode,
    message: string,
    readonly family?: string,
  ) {
    super(message);
    this.name = 'UserFontError';
  }
}

const MIME: Record<UserFontFormat, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf', otf: 'font/otf' };

export function fontMime(format: UserFontFormat): string {
  return MIME[format];
}

/** The container by its first four bytes (null: not a font file). */
export function sniffFontFormat(bytes: Uint8Array): UserFontFormat | null {
  if (bytes.length < 12) return null;
  const tag = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0);
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'wOFF') return 'woff';
  if (tag === 'OTTO') return 'otf';
  if (tag === 'true' || (bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0)) return 'ttf';
  return null;
}

/** A family name as documents keep it: no quotes or backslashes (it goes into CSS), within the model's limit. */
export function cleanFamilyName(name: string): string {
  return name
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DOCUMENT_LIMITS.maxFontFamilyLength);
}

export interface FontFileFacts {
  family: string;
  format: UserFontFormat;
  type: string;
}

/** Reads a font file; throws UserFontError (too big, not a font, no family name, a name Pixloom ships). */
export async function readFontFile(bytes: Uint8Array): Promise<FontFileFacts> {
  if (bytes.byteLength > USER_FONT_MAX_BYTES) throw new UserFontError('userfont_too_big', `The font file is larger than ${USER_FONT_MAX_BYTES} bytes.`);
  const format = sniffFontFormat(bytes);
  if (!format) throw new UserFontError('userfont_not_font', 'The file is not a WOFF2, WOFF, TrueType or OpenType font.');
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  let family: string;
  try {
    const font = fontkit.create(bytes);
    if (!(font.numGlyphs > 0)) throw new Error('no glyphs');
    // The name table's typographic family (name 16) when there is one, else its family (name 1).
    const names = (font as unknown as { name?: { records?: { preferredFamily?: Record<string, string>; fontFamily?: Record<string, string> } } }).name?.records;
    const pick = (table?: Record<string, string>): string | undefined => (table ? (table.en ?? Object.values(table)[0]) : undefined);
    family = cleanFamilyName(pick(names?.preferredFamily) ?? font.familyName ?? pick(names?.fontFamily) ?? '');
    // The glyphs must be readable too (a truncated file fails here rather than in a drawing or the PDF).
    font.layout('Aa');
  } catch {
    throw new UserFontError('userfont_not_font', 'The file could not be read as a font.');
  }
  if (family === '') throw new UserFontError('userfont_no_name', 'The font has no family name.');
  if (shippedFont(family) || isGenericFamily(family)) throw new UserFontError('userfont_shipped', `Pixloom already has the font ${family}.`, family);
  return { family, format, type: MIME[format] };
}

/** The project asset id of a font file: "font-" and the first 16 hex digits of its SHA-256. */
export async function fontAssetId(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(view));
  return FONT_ASSET_PREFIX + [...new Uint8Array(digest)].slice(0, 8).map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function isFontAssetId(id: string): boolean {
  return id.startsWith(FONT_ASSET_PREFIX);
}
