// The pictures the engine holds, by image id: straight RGBA rasters in worker memory. They are the
// source of truth the GPU textures are made from, so a lost WebGL context can be rebuilt, and they feed
// the CPU reference and fallback directly.
import type { Size } from '../../src/lib/shared/editor/geometry';
import { halve, levelSize } from './pipeline/levels';
import type { Raster } from './raster';

export class ImageStore {
  private readonly rasters = new Map<string, Raster>();
  private readonly versions = new Map<string, number>();
  /** Whether each image has no transparent pixel, found on first ask. */
  private readonly opaques = new Map<string, boolean>();
  /** Reduced copies (pipeline/levels.ts) by image id, then level: only the levels asked for are kept. */
  private readonly levels = new Map<string, Map<number, Raster>>();
  /**
   * Photos larger than the working copy: their decoded full-size bitmap (issue 18), read tile by tile
   * by a full-size export (gl/glTiles.ts). The page never holds these pixels; closed when replaced.
   */
  private readonly fulls = new Map<string, ImageBitmap>();
  private nextVersion = 1;

  set(id: string, raster: Raster, full?: ImageBitmap): void {
    this.fulls.get(id)?.close();
    this.fulls.delete(id);
    if (full) this.fulls.set(id, full);
    this.rasters.set(id, raster);
    this.versions.set(id, this.nextVersion++);
    this.opaques.delete(id);
    this.levels.delete(id);
  }

  /** The image at `level` (0 = itself), made from the nearest kept level below it and kept. */
  level(id: string, level: number): Raster | undefined {
    const raster = this.rasters.get(id);
    if (!raster || level <= 0) return raster;
    const kept = this.levels.get(id) ?? new Map<number, Raster>();
    const known = kept.get(level);
    if (known) return known;
    let from = 0;
    let made = raster;
    for (const [k, r] of kept) {
      if (k < level && k > from) {
        from = k;
        made = r;
      }
    }
    for (let k = from; k < level; k++) made = halve(made);
    kept.set(level, made);
    this.levels.set(id, kept);
    return made;
  }

  /** A level's size without making it. */
  levelSize(id: string, level: number): Size | undefined {
    const r = this.rasters.get(id);
    return r ? levelSize(r, level) : undefined;
  }

  get(id: string): Raster | undefined {
    return this.rasters.get(id);
  }

  size(id: string): Size | undefined {
    const r = this.rasters.get(id);
    return r ? { width: r.width, height: r.height } : undefined;
  }

  /** Every pixel fully opaque (no transparency to show over a checkerboard); false for an unknown id. */
  opaque(id: string): boolean {
    const known = this.opaques.get(id);
    if (known !== undefined) return known;
    const r = this.rasters.get(id);
    if (!r) return false;
    let opaque = true;
    for (let i = 3; i < r.data.length; i += 4) {
      if (r.data[i] !== 255) {
        opaque = false;
        break;
      }
    }
    this.opaques.set(id, opaque);
    return opaque;
  }

  /** Changes whenever the image under this id is replaced (GPU caches key on it). */
  version(id: string): number {
    return this.versions.get(id) ?? 0;
  }

  /** The full-size bitmap of a photo kept larger than its working copy, if any. */
  full(id: string): ImageBitmap | undefined {
    return this.fulls.get(id);
  }

  delete(id: string): void {
    this.fulls.get(id)?.close();
    this.fulls.delete(id);
    this.rasters.delete(id);
    this.levels.delete(id);
    this.versions.delete(id);
    this.opaques.delete(id);
  }

  ids(): string[] {
    return [...this.rasters.keys()];
  }
}
