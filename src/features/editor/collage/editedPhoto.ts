// Which collage cell shows a photo (null for one without a cell), for naming and outlining it.
import type { EditorDocument, ImageLayer } from '../../../lib/shared/editor/types';

export function cellOfLayer(doc: EditorDocument, layerId: string): number | null {
  const cells = doc.collage?.layout === 'freestyle' ? [] : (doc.collage?.cells ?? []);
  const index = cells.findIndex((c) => c.layerId === layerId);
  return index >= 0 ? index : null;
}

/** The photo's name and cell, or null when there is no such photo. */
export function photoLabel(doc: EditorDocument, layer: ImageLayer | null): { name: string; cell: number | null } | null {
  return layer ? { name: layer.name, cell: cellOfLayer(doc, layer.id) } : null;
}
