// EXIF in a PNG: the eXIf chunk (PNG 1.5 / the 2023 third edition), holding the TIFF data of an EXIF
// block without its "Exif\0\0" prefix, placed right after IHDR (it must precede IDAT). Any eXIf the file
// had is replaced. Read by exifr, sharp/libvips, Chromium and macOS.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXIF_PREFIX = 6;

let table: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = table[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The PNG with `exif` (an "Exif\0\0" block, as for JPEG) as its eXIf chunk right after IHDR. */
export function withPngExif(png: Uint8Array, exif: Uint8Array): Uint8Array {
  if (png.length < 33 || !SIGNATURE.every((b, i) => png[i] === b)) throw new Error('Not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  let at = 8;
  let inserted = false;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > png.length) throw new Error('Broken PNG chunk');
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type !== 'eXIf') parts.push(png.subarray(at, end));
    if (type === 'IHDR' && !inserted) {
      parts.push(chunk('eXIf', exif.subarray(EXIF_PREFIX)));
      inserted = true;
    }
    at = end;
  }
  if (!inserted) throw new Error('PNG without IHDR');
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
