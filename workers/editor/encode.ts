// Encoding a rendered picture to a file with the browser's encoders (OffscreenCanvas.convertToBlob).
// Colour: every picture was converted to sRGB when decoded (createImageBitmap's default colour conversion,
// drawn onto sRGB canvases, imports.ts), so the file is sRGB and the encoder embeds no profile: untagged
// means sRGB to every viewer. The original's ICC profile (Display P3, Adobe RGB) must not be copied in:
// it would make viewers read these sRGB numbers as wider-gamut ones. EXIF, when kept, is spliced in by
// the page (export/photoMetadata.ts).
import type { ExportType } from './api';
import { hasTransparency, type Raster } from './raster';

export async function encodeRaster(raster: Raster, type: ExportType, quality: number | undefined): Promise<Blob> {
  const canvas = new OffscreenCanvas(raster.width, raster.height);
  const ctx = canvas.getContext('2d', { colorSpace: 'srgb' });
  if (!ctx) throw new Error('2D canvas unavailable for encoding');
  const image = new ImageData(raster.data as Uint8ClampedArray<ArrayBuffer>, raster.width, raster.height);
  if (type === 'image/jpeg' && hasTransparency(raster)) {
    // JPEG has no alpha: flatten onto white, as a print would show it, instead of the encoder's black.
    const layer = new OffscreenCanvas(raster.width, raster.height);
    layer.getContext('2d')?.putImageData(image, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, raster.width, raster.height);
    ctx.drawImage(layer, 0, 0);
  } else ctx.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type, quality: quality === undefined ? undefined : Math.min(1, Math.max(0, quality)) });
}
