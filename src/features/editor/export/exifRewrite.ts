// The original photo's EXIF, read and rewritten for an export with piexifjs (which works on binary
// strings: it is only ever given the EXIF block, tens of KB at most, never the whole file). The rewrite
// tells the truth about the new file: Orientation 1 (the pixels are already upright), the exported size,
// sRGB (the engine's pixels are sRGB, see ExportDialog), Software "Pixloom", no embedded thumbnail (it
// would show the unedited picture), no maker note (its private offsets break when the block moves, and it
// holds serial numbers), and no GPS unless the user keeps the location. Loaded only with the export dialog.
import piexif from 'piexifjs';
import type { Size } from '../../../lib/shared/editor/geometry';

export interface PhotoInfo {
  /** "Make Model", or null. */
  camera: string | null;
  /** DateTimeOriginal (or DateTime) as "YYYY-MM-DDTHH:MM:SS", or null. */
  date: string | null;
  /** "f/2.8 · 1/250 s · ISO 100" parts that exist. */
  settings: { fNumber: number | null; exposure: string | null; iso: number | null };
  /** The photo says where it was taken. */
  hasLocation: boolean;
}

const MAX_TEXT = 64;
const { ImageIFD, ExifIFD, GPSIFD } = piexif;

function toBinary(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

function fromBinary(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/** Parses an "Exif\0\0…" block; throws on data piexifjs cannot read. */
function load(exif: Uint8Array): piexif.ExifDict {
  return piexif.load(toBinary(exif));
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return clean ? [...clean].slice(0, MAX_TEXT).join('') : null;
}

function rational(value: unknown): number | null {
  if (!Array.isArray(value) || typeof value[0] !== 'number' || typeof value[1] !== 'number' || value[1] === 0) return null;
  const n = value[0] / value[1];
  return Number.isFinite(n) && n > 0 ? n : null;
}

function exposureText(value: unknown): string | null {
  const seconds = rational(value);
  if (seconds === null) return null;
  return seconds >= 1 ? `${Math.round(seconds * 10) / 10} s` : `1/${Math.round(1 / seconds)} s`;
}

function exifDate(value: unknown): string | null {
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text(value) ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}` : null;
}

function hasGps(dict: piexif.ExifDict): boolean {
  const gps = dict.GPS ?? {};
  return gps[GPSIFD.GPSLatitude] !== undefined || gps[GPSIFD.GPSLongitude] !== undefined;
}

/** What a user should know before sharing: camera, date, settings, location. Null when unreadable. */
export function readPhotoInfo(exif: Uint8Array): PhotoInfo | null {
  let dict: piexif.ExifDict;
  try {
    dict = load(exif);
  } catch {
    return null;
  }
  const zeroth = dict['0th'] ?? {};
  const sub = dict.Exif ?? {};
  const make = text(zeroth[ImageIFD.Make]);
  const model = text(zeroth[ImageIFD.Model]);
  // Many cameras repeat the make in the model ("Canon" + "Canon EOS R5").
  const camera = make && model ? (model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`) : (model ?? make);
  const isoValue = sub[ExifIFD.ISOSpeedRatings];
  const iso = typeof isoValue === 'number' ? isoValue : Array.isArray(isoValue) && typeof isoValue[0] === 'number' ? isoValue[0] : null;
  return {
    camera,
    date: exifDate(sub[ExifIFD.DateTimeOriginal]) ?? exifDate(zeroth[ImageIFD.DateTime]),
    settings: { fNumber: rational(sub[ExifIFD.FNumber]), exposure: exposureText(sub[ExifIFD.ExposureTime]), iso: iso && iso > 0 ? iso : null },
    hasLocation: hasGps(dict),
  };
}

export interface RewriteOptions {
  size: Size;
  keepLocation: boolean;
}

/** The EXIF block for the exported file ("Exif\0\0…"); throws when the original's cannot be read. */
export function rewriteExif(exif: Uint8Array, { size, keepLocation }: RewriteOptions): Uint8Array {
  const dict = load(exif);
  const zeroth = { ...(dict['0th'] ?? {}) };
  const sub = { ...(dict.Exif ?? {}) };
  const interop = { ...(dict.Interop ?? {}) };
  zeroth[ImageIFD.Orientation] = 1;
  zeroth[ImageIFD.Software] = 'Pixloom';
  if (zeroth[ImageIFD.ImageWidth] !== undefined) zeroth[ImageIFD.ImageWidth] = size.width;
  if (zeroth[ImageIFD.ImageLength] !== undefined) zeroth[ImageIFD.ImageLength] = size.height;
  sub[ExifIFD.PixelXDimension] = size.width;
  sub[ExifIFD.PixelYDimension] = size.height;
  // The pixels were converted to sRGB on decode; "uncalibrated" or Adobe RGB's interop index would lie.
  sub[ExifIFD.ColorSpace] = 1;
  if (interop[piexif.InteropIFD.InteroperabilityIndex] !== undefined) interop[piexif.InteropIFD.InteroperabilityIndex] = 'R98';
  delete sub[ExifIFD.MakerNote];
  const out: piexif.ExifDict = { '0th': zeroth, Exif: sub, Interop: interop, GPS: keepLocation ? { ...(dict.GPS ?? {}) } : {}, '1st': {} };
  return fromBinary(piexif.dump(out));
}
