// Migrations of stored documents, one step per version: MIGRATIONS[n] turns a version-n document into a
// version n+1 one. They work on plain JSON (the caller validates the result), so they only reshape.
//
// Version 1 is the editor-only shape: one picture and a flat list of edits whose parameters sit beside
// their type ({ version: 1, image: { id, width, height }, edits: [{ type: 'contrast', amount: 20 }] }).
// Version 2 added sections, a canvas, layers with transforms (collage, designer, text) and operation ids.
// Version 3 (layers) gave every layer a name, a blend mode and a lock, added shape and adjustment layers,
// and keeps the picture layers (image) below the graphic ones (text) in the stack.

import { ownValue } from '../own';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Version 1 names that version 2 spells differently. */
const V1_RENAMES: Readonly<Record<string, string>> = {
  grayscale: 'black-and-white',
  bw: 'black-and-white',
  rotate90: 'rotate',
};

function migrateV1(doc: Json): Json {
  const image = isObject(doc.image) ? doc.image : {};
  const width = Number(image.width);
  const height = Number(image.height);
  const edits = Array.isArray(doc.edits) ? doc.edits : [];
  const operations = edits.filter(isObject).map((edit, index) => {
    const { type, enabled, ...params } = edit;
    const name = typeof type === 'string' ? (ownValue(V1_RENAMES, type) ?? type) : '';
    // rotate90 counted clockwise quarter turns as `times`.
    if (type === 'rotate90' && 'times' in params) {
      params.turns = params.times;
      delete params.times;
    }
    return { id: `op_v1_${index}`, type: name, params, enabled: enabled !== false };
  });
  const layers =
    typeof image.id === 'string'
      ? [{ id: 'layer_v1_image', kind: 'image', imageId: image.id, width, height, transform: { x: width / 2, y: height / 2, scaleX: 1, scaleY: 1, rotation: 0 }, opacity: 1, visible: true }]
      : [];
  return { version: 2, section: 'editor', canvas: { width, height, background: '#00000000' }, layers, operations };
}

/**
 * v2 → v3: the new layer fields at their neutral values. Text was always drawn over the operated picture,
 * whatever its place in the list, so moving text layers above image layers changes no pixel.
 */
export function migrateV2Layers(doc: Json): Json {
  const layers = Array.isArray(doc.layers) ? doc.layers : [];
  const withFields = layers.map((layer: unknown) => (isObject(layer) ? { name: '', blendMode: 'normal', locked: false, ...layer } : layer));
  const isText = (layer: unknown): boolean => isObject(layer) && layer.kind === 'text';
  return { ...doc, version: 3, layers: [...withFields.filter((l) => !isText(l)), ...withFields.filter(isText)] };
}

export const MIGRATIONS: Readonly<Record<number, (doc: Json) => Json>> = {
  1: migrateV1,
  2: migrateV2Layers,
};

/** A stored document without a version number: guess from its shape. */
export function guessVersion(doc: Json): number | null {
  if ('image' in doc || 'edits' in doc) return 1;
  if ('layers' in doc || 'operations' in doc) return 2;
  return null;
}
