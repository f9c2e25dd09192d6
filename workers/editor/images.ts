// The pictures the engine holds, by image id: straight RGBA rasters in worker memory. They are the
// source of truth the GPU textures are made from, so a lost WebGL context can be rebuilt, and they feed
// the CPU reference and fallback directly.
import type { Size } from '../../src/lib/shared/editor/geometry';
import type { Raster } from './raster';

export class ImageStore {
  private readonly rasters = new Map<string, Raster>();
  private readonly versions = new Map<string, number>();
  /** Whether each image has no transparent pixel, found on first ask. */
  private readonly opaques = new Map<string, boolean>();
  private nextVersion = 1;

  set(id: string, raster: Raster): void {
    this.rasters.set(id, raster);
    this.versions.set(id, this.nextVersion++);
    this.opaques.delete(id);
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

  delete(id: string): void {
    this.rasters.delete(id);
    this.versions.delete(id);
    this.opaques.delete(id);
  }

  ids(): string[] {
    return [...this.rasters.keys()];
  }
}
