// A design's own fonts (issue 16) travel with its project like its images: as `font-<hash>` assets. The
// fonts the document's text layers use and this device has (the owner's uploaded fonts, or those a project
// brought) are added to the project's local assets here, so the sync uploads and names them as it does
// images. Fonts are optional: a family this device has no file for is left out and never blocks a save.
import { db, type ProjectAssetRow } from '../../lib/db/db';
import type { EditorDocument } from '../../lib/shared/editor/types';
import { sha256Hex } from './assetBytes';
import { assetRowId } from './localProjects';

/** The user-font store and file checks, in a chunk of their own (only designs with text need them). */
const loadUserFonts = async () => {
  const [store, file] = await Promise.all([import('../../lib/userFonts/store'), import('../../lib/userFonts/file')]);
  return { listUserFonts: store.listUserFonts, registerProjectFonts: store.registerProjectFonts, userFonts: store.userFonts, isFontAssetId: file.isFontAssetId };
};

function textFamilies(doc: EditorDocument): Set<string> {
  const families = new Set<string>();
  for (const layer of doc.layers) if (layer.kind === 'text') families.add(layer.fontFamily);
  return families;
}

/**
 * The font asset ids `doc` uses that this device has, each one kept as an asset row of the project (added to
 * `byId` and Dexie when it was not yet). Empty for a document without text.
 */
export async function projectFontIds(doc: EditorDocument, projectId: string, owner: string, byId: Map<string, ProjectAssetRow>): Promise<string[]> {
  const families = textFamilies(doc);
  if (families.size === 0) return [];
  const { isFontAssetId, listUserFonts, userFonts } = await loadUserFonts();
  // The page's fonts first (those the open project brought), then the owner's on this device.
  type Font = Awaited<ReturnType<typeof listUserFonts>>[number];
  const known = new Map<string, Font>();
  for (const font of [...userFonts.get().values(), ...(await listUserFonts(owner).catch(() => []))]) {
    if (families.has(font.family) && isFontAssetId(font.id) && !known.has(font.family)) known.set(font.family, font);
  }
  const ids: string[] = [];
  for (const font of known.values()) {
    if (!byId.has(font.id)) {
      const row: ProjectAssetRow = { id: assetRowId(projectId, font.id), projectId, assetId: font.id, type: font.type, bytes: font.bytes, hash: await sha256Hex(font.bytes), synced: false, uploadedKey: null };
      await db().projectAssets.put(row);
      byId.set(font.id, row);
    }
    ids.push(font.id);
  }
  return ids;
}

/** Whether a project asset id names a font (`font-…`) rather than an image. */
export async function fontAssetTest(): Promise<(assetId: string) => boolean> {
  return (await loadUserFonts()).isFontAssetId;
}

/** Lists and keeps the fonts a pulled project brought (best effort: an unreadable file is skipped). */
export async function registerPulledFonts(owner: string, rows: readonly ProjectAssetRow[]): Promise<void> {
  const { isFontAssetId, registerProjectFonts } = await loadUserFonts();
  const fonts = rows.filter((r) => r.assetId !== undefined && isFontAssetId(r.assetId)).map((r): [string, Blob] => [r.assetId ?? r.id, new Blob([r.bytes], { type: r.type })]);
  if (fonts.length > 0) await registerProjectFonts(owner, fonts);
}
