// The export's EXIF: the original's block found in its header, rewritten for the new file (Orientation
// 1, the exported size, no thumbnail, no maker note, sRGB, Software "Pixloom", GPS only on request) and
// spliced into the encoder's JPEG. Read back with exifr, a reader independent of the writer.
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhotoInfo, rewriteExif } from '../../src/features/editor/export/exifRewrite';
import { exifPayload, hasIccProfile, headerSegments, withExif } from '../../src/features/editor/export/jpegSegments';
import { withPngExif } from '../../src/features/editor/export/pngExif';
import { readOriginalMetadata } from '../../src/features/editor/export/photoMetadata';
import { cameraJpeg, FIXTURE_EXIF } from './support/exifFixture';

const bytes = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

async function exported(width = 40, height = 30): Promise<Uint8Array> {
  return bytes(await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } }).jpeg().toBuffer());
}

async function exportWithExif(options: { keepLocation: boolean; adobeRgb?: boolean }) {
  const original = bytes(await cameraJpeg({ adobeRgb: options.adobeRgb }));
  const exif = exifPayload(original);
  expect(exif).not.toBeNull();
  const file = withExif(await exported(), rewriteExif(exif!, { size: { width: 40, height: 30 }, keepLocation: options.keepLocation }));
  const tags = (await exifr.parse(Buffer.from(file), { tiff: true, exif: true, gps: true, interop: true, ifd1: true, makerNote: true, translateValues: false, translateKeys: true })) as Record<string, unknown>;
  return { file, tags };
}

describe('EXIF kept on export', () => {
  it('starts from an original with what a phone writes (so every check below can fail)', async () => {
    const original = await cameraJpeg();
    const tags = (await exifr.parse(original, { tiff: true, exif: true, gps: true, ifd1: true, makerNote: true, translateValues: false })) as Record<string, unknown>;
    expect(tags.Orientation).toBe(6);
    expect(tags.latitude).toBeCloseTo(FIXTURE_EXIF.latitude, 3);
    expect(tags.makerNote).toBeDefined();
    expect(tags.ExifImageWidth).toBe(64);
    expect(await exifr.thumbnail(original)).toBeDefined();
  });

  it('keeps camera and date, sets Orientation 1, the exported size and Software, drops thumbnail, maker note and GPS', async () => {
    const { file, tags } = await exportWithExif({ keepLocation: false });
    expect(tags.Make).toBe(FIXTURE_EXIF.make);
    expect(tags.Model).toBe(FIXTURE_EXIF.model);
    expect(tags.DateTimeOriginal).toBeInstanceOf(Date);
    expect(tags.Orientation).toBe(1);
    expect(tags.ExifImageWidth).toBe(40);
    expect(tags.ExifImageHeight).toBe(30);
    expect(tags.Software).toBe('Pixloom');
    expect(tags.makerNote).toBeUndefined();
    expect(tags.latitude).toBeUndefined();
    expect(tags.GPSLatitude).toBeUndefined();
    expect(await exifr.thumbnail(Buffer.from(file))).toBeUndefined();
    // Still a JPEG every decoder reads, at the exported size.
    const meta = await sharp(Buffer.from(file)).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', 40, 30, 1]);
  });

  it('keeps the location when asked', async () => {
    const { tags } = await exportWithExif({ keepLocation: true });
    expect(tags.latitude).toBeCloseTo(FIXTURE_EXIF.latitude, 3);
    expect(tags.longitude).toBeCloseTo(FIXTURE_EXIF.longitude, 3);
  });

  it('says sRGB, since the pixels are sRGB (an Adobe RGB original no longer claims Adobe RGB)', async () => {
    const { tags } = await exportWithExif({ keepLocation: false, adobeRgb: true });
    expect(tags.ColorSpace).toBe(1);
    expect(tags.InteropIndex).toBe('R98');
  });

  it('puts one EXIF block right after SOI/APP0, replacing any the file had', async () => {
    const original = bytes(await cameraJpeg());
    const exif = rewriteExif(exifPayload(original)!, { size: { width: 64, height: 48 }, keepLocation: false });
    const twice = withExif(withExif(original, exif), exif);
    const markers = headerSegments(twice)!.map((s) => s.marker);
    expect(markers.filter((m) => m === 0xe1)).toHaveLength(1);
    expect(markers[0] === 0xe1 || (markers[0] === 0xe0 && markers[1] === 0xe1)).toBe(true);
  });
});

describe('EXIF kept in a PNG export (eXIf chunk)', () => {
  it('carries the rewritten EXIF, replaces an old eXIf, and stays a PNG every decoder reads', async () => {
    const png = bytes(await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } }).png().toBuffer());
    const exif = rewriteExif(exifPayload(bytes(await cameraJpeg()))!, { size: { width: 40, height: 30 }, keepLocation: false });
    const file = Buffer.from(withPngExif(withPngExif(png, exif), exif));
    expect(file.toString('latin1').split('eXIf')).toHaveLength(2);
    const tags = (await exifr.parse(file, { tiff: true, exif: true, gps: true, translateValues: false })) as Record<string, unknown>;
    expect([tags.Make, tags.Model, tags.Orientation, tags.ExifImageWidth, tags.ExifImageHeight, tags.latitude]).toEqual([FIXTURE_EXIF.make, FIXTURE_EXIF.model, 1, 40, 30, undefined]);
    // libvips checks every chunk's CRC: a wrong one would fail here.
    const { data, info } = await sharp(file, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, data[0], data[1], data[2]]).toEqual([40, 30, 10, 200, 90]);
    expect((await sharp(file).metadata()).exif).toBeDefined();
    expect(() => withPngExif(new Uint8Array(40), exif)).toThrow();
  });
});

describe('the photo information summary', () => {
  it('reads camera, date, settings and whether there is a location', async () => {
    const info = readPhotoInfo(exifPayload(bytes(await cameraJpeg()))!);
    expect(info).toEqual({ camera: 'Fujifilm X-T5', date: '2024-06-01T18:30:05', settings: { fNumber: 2.8, exposure: '1/250 s', iso: 400 }, hasLocation: true });
    expect(readPhotoInfo(exifPayload(bytes(await cameraJpeg({ gps: false })))!)?.hasLocation).toBe(false);
  });
});

describe('untrusted originals', () => {
  it('finds no EXIF in a JPEG without one, a PNG, or broken bytes, and never throws', async () => {
    expect(exifPayload(await exported())).toBeNull();
    expect(exifPayload(bytes(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer()))).toBeNull();
    const original = bytes(await cameraJpeg());
    // A length field that runs past the end, and a file cut in its header.
    const broken = original.slice();
    broken[4] = 0xff;
    broken[5] = 0xff;
    expect(() => exifPayload(broken)).not.toThrow();
    expect(exifPayload(original.subarray(0, 30))).toBeNull();
    expect(readPhotoInfo(new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, 1, 2, 3]))).toBeNull();
  });

  it('offers the choice only for a JPEG original whose EXIF can be rewritten', async () => {
    expect((await readOriginalMetadata(bytes(await cameraJpeg()))).kind).toBe('exif');
    expect((await readOriginalMetadata(await exported())).kind).toBe('none');
    expect((await readOriginalMetadata(null)).kind).toBe('none');
    // An EXIF block whose TIFF header is garbage.
    const garbage = withExif(await exported(), new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0xff, 0xff, 0xff, 0xff]));
    expect((await readOriginalMetadata(garbage)).kind).toBe('none');
  });

  it('recognises an ICC profile', async () => {
    const p3 = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c86432' } }).withIccProfile('p3').jpeg().toBuffer();
    expect(hasIccProfile(bytes(p3))).toBe(true);
    expect(hasIccProfile(await exported())).toBe(false);
  });
});
