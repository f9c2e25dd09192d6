// An image layer's own operations (a collage cell's photo edited with the photo editor's tools), shared by
// both backends: the layer is drawn from its raster with those operations applied first, at the level the
// draw samples, so a preview stays as cheap as the reduced copy it draws from. The edited rasters are kept
// by (image, its version, level, operations) so a pan, a zoom or a border drag reuses them.
import type { Size } from '../../../src/lib/shared/editor/geometry';
import type { ImageLayer, Layer, Operation } from '../../../src/lib/shared/editor/types';

/** The enabled operations of an image layer's own list; empty for any other layer or none. */
export function ownOperations(layer: Layer): Operation[] {
  return layer.kind === 'image' && layer.operations ? layer.operations.filter((op) => op.enabled) : [];
}

export function hasOwnOperations(layer: Layer): boolean {
  return ownOperations(layer).length > 0;
}

/**
 * The plan's scale for a layer's operations on a raster of `levelSize`: raster pixels per pixel of the
 * layer's own box, so a blur's radius means the same part of the photo at every level and every cell size.
 */
export function ownOperationsScale(layer: ImageLayer, levelSize: Size): number {
  return levelSize.width / Math.max(1, layer.width);
}

/** The group of an edited copy (EditedSources): one layer at one level. */
export function ownOperationsGroup(layerId: string, level: number): string {
  return `${layerId}\u0000${level}`;
}

export function ownOperationsKey(imageId: string, version: number, level: number, operations: readonly Operation[]): string {
  return JSON.stringify([imageId, version, level, operations.map((op) => [op.type, op.params])]);
}

/**
 * Least recently used entries within a byte budget; `free` is called for each one dropped. Each entry
 * belongs to a group (a layer at a level): a new entry replaces its group's older one, so a slider drag
 * keeps one edited copy of the photo, not one for every step of the drag.
 */
export class EditedSources<T extends Size> {
  private readonly entries = new Map<string, T>();
  private readonly groups = new Map<string, string>();

  constructor(
    private readonly budgetBytes: number,
    private readonly free: (value: T) => void,
  ) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Touched entries move to the end, so the oldest unused one is evicted first.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T, group: string): void {
    const previous = this.groups.get(group);
    const old = previous !== undefined && previous !== key ? this.entries.get(previous) : undefined;
    if (previous !== undefined && old !== undefined) {
      this.entries.delete(previous);
      this.free(old);
    }
    this.groups.set(group, key);
    this.entries.set(key, value);
    let bytes = 0;
    for (const v of this.entries.values()) bytes += v.width * v.height * 4;
    for (const [oldKey, old] of this.entries) {
      if (bytes <= this.budgetBytes || oldKey === key) break;
      bytes -= old.width * old.height * 4;
      this.entries.delete(oldKey);
      this.free(old);
    }
  }

  /** Drops every entry; `release` false when the values are already gone (a lost GPU context). */
  clear(release = true): void {
    if (release) for (const value of this.entries.values()) this.free(value);
    this.entries.clear();
    this.groups.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What the edited copies may hold, on each backend: a collage of 16 edited cells at preview levels fits. */
export const EDITED_SOURCES_BYTES = 256 * 1024 * 1024;
