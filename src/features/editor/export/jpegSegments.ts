// A JPEG's marker segments, only as far as metadata needs them: find the EXIF block (APP1 "Exif\0\0") in
// the header of an original, and put one into an exported file right after its SOI/APP0. The walk stops
// at the first scan (SOS), so a 12 MP file costs a few header bytes, and it checks every length (an
// original's bytes are untrusted: a broken or hostile file yields null, never an exception or a loop).

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
/** A segment's payload is at most 65533 bytes (its length field counts itself). */
export const MAX_SEGMENT_PAYLOAD = 0xffff - 2;

export interface Segment {
  marker: number;
  /** Offset of the 0xFF that starts the segment. */
  start: number;
  /** Offset just past the segment. */
  end: number;
  /** The payload (after the length field). */
  payload: Uint8Array;
}

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff;
}

/** The header segments before the first scan; null when the bytes are not a well-formed JPEG header. */
export function headerSegments(bytes: Uint8Array): Segment[] | null {
  if (!isJpeg(bytes)) return null;
  const segments: Segment[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes (0xFF 0xFF…) may pad between segments.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === SOS || marker === EOI) return segments;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return null;
    segments.push({ marker, start: at, end: at + 2 + length, payload: bytes.subarray(at + 4, at + 2 + length) });
    at += 2 + length;
  }
  return null;
}

function isExif(segment: Segment): boolean {
  return segment.marker === APP1 && segment.payload.length > EXIF_ID.length && EXIF_ID.every((b, i) => segment.payload[i] === b);
}

/** The original's EXIF block ("Exif\0\0" + TIFF data), or null when it has none or is not a JPEG. */
export function exifPayload(bytes: Uint8Array): Uint8Array | null {
  const segment = headerSegments(bytes)?.find(isExif);
  return segment ? segment.payload : null;
}

/** Whether the file carries an ICC colour profile (APP2 "ICC_PROFILE"). */
export function hasIccProfile(bytes: Uint8Array): boolean {
  const id = [...'ICC_PROFILE'].map((c) => c.charCodeAt(0));
  return (headerSegments(bytes) ?? []).some((s) => s.marker === 0xe2 && id.every((b, i) => s.payload[i] === b));
}

/**
 * The JPEG with `exif` (an "Exif\0\0" payload) as its only EXIF block, placed right after SOI, or after a
 * JFIF APP0 that leads (both orders are read everywhere; this is what cameras and the EXIF spec do).
 */
export function withExif(jpeg: Uint8Array, exif: Uint8Array): Uint8Array {
  const segments = headerSegments(jpeg);
  if (!segments) throw new Error('Not a JPEG');
  if (exif.length > MAX_SEGMENT_PAYLOAD || !EXIF_ID.every((b, i) => exif[i] === b)) throw new Error('Not an EXIF block that fits a segment');
  const old = segments.filter(isExif);
  const lead = segments[0]?.marker === APP0 ? segments[0].end : 2;
  const size = jpeg.length - old.reduce((sum, s) => sum + s.end - s.start, 0) + 4 + exif.length;
  const out = new Uint8Array(size);
  let at = 0;
  const copy = (from: number, to: number): void => {
    out.set(jpeg.subarray(from, to), at);
    at += to - from;
  };
  copy(0, lead);
  const length = exif.length + 2;
  out.set([0xff, APP1, length >> 8, length & 0xff], at);
  at += 4;
  out.set(exif, at);
  at += exif.length;
  // The rest, without any EXIF block it had.
  let from = lead;
  for (const s of old) {
    copy(from, s.start);
    from = s.end;
  }
  copy(from, jpeg.length);
  return out;
}
