// Copy and paste of layers between designs (issue 16), the pure part: what a copy holds (the selected
// layers with their groups completed, in stack order, and the ids of the pictures they show) and what a
// paste does to the target design (fresh layer, group and image ids, on top of its stack, offset when
// pasted into the design it came from, brought into view when it would land off the canvas). The store that
// keeps a copy on the device with the pictures' bytes is src/features/editor/designer/arrange/clipboardStore.ts.
import { restoreDocument } from '../editor/restore';
import { newId } from '../editor/ids';
import { DOCUMENT_LIMITS, type EditorDocument, type Layer } from '../editor/types';
import { copyLayer } from './arrange';
import { expandToGroups, layerBounds, unionBox } from './boxes';

/** A copy of layers: plain JSON, as it is stored. */
export interface ClipContent {
  layers: Layer[];
  /** The image ids the layers name (their bytes travel beside the clip). */
  imageIds: string[];
}

/** The selected layers (groups completed, locked ones too: copying is not an edit) in stack order; null for none. */
export function clipOf(doc: EditorDocument, ids: readonly string[]): ClipContent | null {
  const picked = new Set(expandToGroups(doc, ids));
  const layers = doc.layers.filter((l) => picked.has(l.id)).map((l) => JSON.parse(JSON.stringify(l)) as Layer);
  if (layers.length === 0) return null;
  const imageIds = [...new Set(layers.flatMap((l) => (l.kind === 'image' ? [l.imageId] : [])))];
  return { layers, imageIds };
}

/**
 * Stored layers read back as sound layers (through restoreDocument, as a design of the target's canvas):
 * anything it cannot read is dropped. Never trust a stored copy more than a stored document.
 */
export function readClipLayers(raw: unknown, target: EditorDocument): Layer[] {
  if (!Array.isArray(raw)) return [];
  const result = restoreDocument({ ...target, section: 'designer', designer: target.designer ?? { format: 'custom' }, layers: raw, operations: [] });
  return result.ok ? result.document.layers : [];
}

export interface PasteOptions {
  /** Old image id → the id the picture was loaded under in the target (a picture missing here drops its layers). */
  images: ReadonlyMap<string, string>;
  /** Added to every layer's position (COPY_OFFSET times the paste's count into the same design; 0 elsewhere). */
  offset: number;
}

/** Puts copies of `layers` on top of `doc`'s stack; `ids`: the new layers, bottom → top ([] when none fit). */
export function pasteLayers(doc: EditorDocument, layers: readonly Layer[], options: PasteOptions): { document: EditorDocument; ids: string[] } {
  const usable = layers.filter((l) => l.kind !== 'image' || options.images.has(l.imageId));
  if (usable.length === 0 || doc.layers.length + usable.length > DOCUMENT_LIMITS.maxLayers) return { document: doc, ids: [] };
  const groups = new Map<string, string>();
  const groupCounts = new Map<string, number>();
  for (const l of usable) if (l.group) groupCounts.set(l.group, (groupCounts.get(l.group) ?? 0) + 1);
  let copies = usable.map((l) => {
    let group: string | undefined;
    if (l.group && (groupCounts.get(l.group) ?? 0) > 1) {
      group = groups.get(l.group) ?? newId('group');
      groups.set(l.group, group);
    }
    return copyLayer(l, group, options.offset, options.offset, l.kind === 'image' ? options.images.get(l.imageId) : undefined);
  });
  // Copies from a bigger design could land off this canvas: centre them on it then.
  const bounds = unionBox(copies.map((l) => layerBounds(l, new Map())));
  const { width, height } = doc.canvas;
  if (bounds && (bounds.x >= width || bounds.y >= height || bounds.x + bounds.width <= 0 || bounds.y + bounds.height <= 0)) {
    const dx = width / 2 - (bounds.x + bounds.width / 2);
    const dy = height / 2 - (bounds.y + bounds.height / 2);
    copies = copies.map((l) => ({ ...l, transform: { ...l.transform, x: l.transform.x + dx, y: l.transform.y + dy } }));
  }
  return { document: { ...doc, layers: [...doc.layers, ...copies] }, ids: copies.map((c) => c.id) };
}
