// A camera-like JPEG made in the test: a sample picture (sharp) with EXIF written by piexifjs — make,
// model, date taken, exposure, GPS, Orientation 6, an embedded thumbnail and a maker note — so the
// export's rewrite has everything a phone photo carries. Optionally with a Display P3 profile.
import piexif from 'piexifjs';
import sharp from 'sharp';

export const FIXTURE_EXIF = {
  make: 'Fujifilm',
  model: 'X-T5',
  dateTimeOriginal: '2024:06:01 18:30:05',
  latitude: 59.9139,
  longitude: 10.7522,
};

export interface FixtureOptions {
  width?: number;
  height?: number;
  orientation?: number;
  gps?: boolean;
  /** Interop index "R03" and ColorSpace "uncalibrated", as Adobe RGB cameras write. */
  adobeRgb?: boolean;
}

export function exifDict(options: FixtureOptions, thumbnail: Buffer): piexif.ExifDict {
  const { ImageIFD, ExifIFD, GPSIFD } = piexif;
  const gps = options.gps === false ? {} : {
    [GPSIFD.GPSLatitudeRef]: 'N',
    [GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(FIXTURE_EXIF.latitude),
    [GPSIFD.GPSLongitudeRef]: 'E',
    [GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(FIXTURE_EXIF.longitude),
  };
  return {
    '0th': { [ImageIFD.Make]: FIXTURE_EXIF.make, [ImageIFD.Model]: FIXTURE_EXIF.model, [ImageIFD.Orientation]: options.orientation ?? 6, [ImageIFD.Software]: 'Camera 1.0' },
    Exif: {
      [ExifIFD.DateTimeOriginal]: FIXTURE_EXIF.dateTimeOriginal,
      [ExifIFD.FNumber]: [28, 10],
      [ExifIFD.ExposureTime]: [1, 250],
      [ExifIFD.ISOSpeedRatings]: 400,
      [ExifIFD.PixelXDimension]: options.width ?? 64,
      [ExifIFD.PixelYDimension]: options.height ?? 48,
      [ExifIFD.MakerNote]: 'FUJIFILM\u000c\u0000\u0000\u0000serial 12345',
      [ExifIFD.ColorSpace]: options.adobeRgb ? 0xffff : 1,
    },
    Interop: options.adobeRgb ? { [piexif.InteropIFD.InteroperabilityIndex]: 'R03' } : {},
    GPS: gps,
    '1st': { [ImageIFD.Compression]: 6 },
    thumbnail: thumbnail.toString('latin1'),
  };
}

/** A JPEG of `width`×`height` (a gradient) carrying the fixture's EXIF. */
export async function cameraJpeg(options: FixtureOptions = {}): Promise<Buffer> {
  const width = options.width ?? 64;
  const height = options.height ?? 48;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set([Math.round((x / width) * 255), Math.round((y / height) * 255), 128], (y * width + x) * 3);
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  const thumbnail = await sharp(pixels, { raw: { width, height, channels: 3 } }).resize(16).jpeg().toBuffer();
  const withExif = piexif.insert(piexif.dump(exifDict(options, thumbnail)), jpeg.toString('latin1'));
  return Buffer.from(withExif, 'latin1');
}
