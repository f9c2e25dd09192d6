// Photo ids as the client sees them: {product}_photo_{id} and {product}_layer_{id} (spec §3, §9 library ids).
// The toggle's imgId is "id plus key": the prefixed id, a hyphen and the owner's key.
import { PRODUCT } from '../../src/lib/shared/constants';

export type PhotoKind = 'photo' | 'layer';

export function publicPhotoId(kind: PhotoKind, id: number): string {
  return `${PRODUCT}_${kind}_${id}`;
}

export interface ParsedPhotoId {
  id: number;
  kind: PhotoKind | undefined;
  /** The owner's key when the id carried one. */
  key: string | undefined;
}

const ID = new RegExp(`^(?:${PRODUCT}_(photo|layer)_)?([1-9][0-9]{0,15})(?:-([0-9a-f]{8,32}))?$`);

/** Accepts `12`, `pixloom_photo_12`, `pixloom_layer_12`, each optionally followed by `-{key}`. */
export function parsePhotoId(value: string): ParsedPhotoId | null {
  const match = ID.exec(value.trim());
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return null;
  return { id, kind: match[1] as PhotoKind | undefined, key: match[3] };
}
