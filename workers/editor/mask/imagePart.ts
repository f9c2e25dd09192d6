// A mask's image part (masks.ts ImageMaskPart): a greyscale picture held by the engine — an AI subject
// mask, say — stretched over a document-pixel box and sampled bilinearly at the render scale. Where the
// output is much smaller than the picture (a preview), a reduced copy (ImageStore.level) is sampled
// instead, so a 12 MP mask previewed at view size is not aliased. Outside the box the part covers nothing.
import type { Size } from '../../../src/lib/shared/editor/geometry';
import type { ImageMaskPart } from '../../../src/lib/shared/editor/masks';
import type { Raster } from '../raster';

/** What the rasterizer needs of the engine's pictures (ImageStore has it). */
export interface MaskImages {
  level(id: string, level: number): Raster | undefined;
  size(id: string): Size | undefined;
  /** Changes whenever the picture under this id is (re)loaded; 0 when it is not loaded. */
  version(id: string): number;
}

/** The level whose pixels are at most 2 a side per output pixel (level 0 when the mask is shown larger). */
function levelOf(picture: Size, part: ImageMaskPart, scale: number): number {
  const stretch = Math.max(picture.width / Math.max(1e-9, part.width * scale), picture.height / Math.max(1e-9, part.height * scale));
  let level = 0;
  while (level < 8 && stretch >= 2 ** (level + 1) && Math.min(picture.width, picture.height) >= 2 ** (level + 2)) level++;
  return level;
}

/** The part's coverage (0..1) over a width × height raster at `scale`; all 0 when its picture is not loaded. */
export function imagePartCoverage(part: ImageMaskPart, width: number, height: number, scale: number, images: MaskImages | null): Float32Array {
  const out = new Float32Array(width * height);
  const size = images?.size(part.imageId);
  const raster = size ? images?.level(part.imageId, levelOf(size, part, scale)) : undefined;
  if (!raster) return out;
  const { width: iw, height: ih, data } = raster;
  // Output pixel centre → document → picture pixel centre coordinates.
  const kx = iw / (part.width * scale);
  const ky = ih / (part.height * scale);
  const x0 = Math.max(0, Math.floor(part.x * scale));
  const x1 = Math.min(width, Math.ceil((part.x + part.width) * scale));
  const y0 = Math.max(0, Math.floor(part.y * scale));
  const y1 = Math.min(height, Math.ceil((part.y + part.height) * scale));
  const at = (x: number, y: number): number => (data[(y * iw + x) * 4] as number) / 255;
  for (let y = y0; y < y1; y++) {
    const docY = (y + 0.5) / scale;
    if (docY < part.y || docY >= part.y + part.height) continue;
    const v = Math.min(ih - 1, Math.max(0, (y + 0.5 - part.y * scale) * ky - 0.5));
    const vy = Math.floor(v);
    const vy1 = Math.min(ih - 1, vy + 1);
    const fy = v - vy;
    for (let x = x0; x < x1; x++) {
      const docX = (x + 0.5) / scale;
      if (docX < part.x || docX >= part.x + part.width) continue;
      const u = Math.min(iw - 1, Math.max(0, (x + 0.5 - part.x * scale) * kx - 0.5));
      const ux = Math.floor(u);
      const ux1 = Math.min(iw - 1, ux + 1);
      const fx = u - ux;
      const top = at(ux, vy) + (at(ux1, vy) - at(ux, vy)) * fx;
      const bottom = at(ux, vy1) + (at(ux1, vy1) - at(ux, vy1)) * fx;
      out[y * width + x] = top + (bottom - top) * fy;
    }
  }
  return out;
}
