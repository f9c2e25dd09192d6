// The original photo's metadata at export time. The original's bytes are the project's image asset, kept
// unchanged in Dexie (and on the server, checked by hash), so its EXIF is there after a reload and on
// another device. Only JPEG originals carry EXIF the editor keeps (HEIC is refused on open, and PNG/WebP
// sources are rare carriers). piexifjs comes with the export dialog, never with the first load.
import type { Size } from '../../../lib/shared/editor/geometry';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { db } from '../../../lib/db/db';
import { assetRowId } from '../../projects';
import type { PhotoInfo } from './exifRewrite';
import { exifPayload, isJpeg, MAX_SEGMENT_PAYLOAD, withExif } from './jpegSegments';
import { withPngExif } from './pngExif';

export type OriginalMetadata = { kind: 'exif'; exif: Uint8Array; info: PhotoInfo } | { kind: 'none' };

const NONE: OriginalMetadata = { kind: 'none' };

/** The document's photo: its first (bottom) image layer's id. */
export function photoImageId(doc: EditorDocument): string | null {
  const layer = doc.layers.find((l) => l.kind === 'image');
  return layer && layer.kind === 'image' ? layer.imageId : null;
}

/** The original's bytes as stored with the project, or null. */
export async function originalBytes(projectId: string | null, doc: EditorDocument): Promise<Uint8Array | null> {
  const imageId = photoImageId(doc);
  if (!projectId || !imageId) return null;
  const row = await db().projectAssets.get(assetRowId(projectId, imageId));
  return row?.bytes ? new Uint8Array(row.bytes) : null;
}

/** What the original carries; `none` when it is not a JPEG with readable EXIF (or cannot be read at all). */
export async function readOriginalMetadata(bytes: Uint8Array | null): Promise<OriginalMetadata> {
  if (!bytes || !isJpeg(bytes)) return NONE;
  const exif = exifPayload(bytes);
  if (!exif) return NONE;
  const { readPhotoInfo, rewriteExif } = await import('./exifRewrite');
  const info = readPhotoInfo(exif);
  if (!info) return NONE;
  // Offered only when it can be written: a block piexifjs cannot rewrite, or one too big for a JPEG
  // segment, would otherwise fail the export itself.
  try {
    if (rewriteExif(exif, { size: { width: 1, height: 1 }, keepLocation: true }).length > MAX_SEGMENT_PAYLOAD) return NONE;
  } catch {
    return NONE;
  }
  // A copy: the stored asset's buffer must not be kept alive by the dialog.
  return { kind: 'exif', exif: exif.slice(), info };
}

/** The formats that can carry the original's EXIF: JPEG (APP1) and PNG (eXIf); WebP cannot yet. */
export const METADATA_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

/** The exported JPEG or PNG with the original's EXIF, rewritten for it (see exifRewrite.ts). */
export async function keepMetadata(blob: Blob, type: string, exif: Uint8Array, size: Size, keepLocation: boolean): Promise<Blob> {
  const { rewriteExif } = await import('./exifRewrite');
  const block = rewriteExif(exif, { size, keepLocation });
  const file = new Uint8Array(await blob.arrayBuffer());
  const bytes = type === 'image/png' ? withPngExif(file, block) : withExif(file, block);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}
