// The user's own fonts on the device (issue 16): a small Dexie database of their own, one row per owner
// (the signed-in user's email, or the anonymous visitor) and font, so another user of the device never
// sees them. Bytes are kept as ArrayBuffer (Safari cannot always store Blobs). The fonts known in this
// page (the owner's, and those the open project brought) are in `userFonts`, by family: the picker lists
// them, the engine client sends their bytes to the worker and the PDF export embeds them.
import Dexie, { type EntityTable } from 'dexie';
import { createStore } from '../store';
import type { EditorDocument } from '../shared/editor/types';
import { fontAssetId, isFontAssetId, readFontFile } from './file';

export interface UserFont {
  /** The project asset id ("font-…" from the bytes' hash). */
  id: string;
  family: string;
  type: string;
  bytes: ArrayBuffer;
}

export interface UserFontRow extends UserFont {
  /** owner + "\n" + id */
  key: string;
  owner: string;
  addedAt: number;
}

type UserFontDb = Dexie & { fonts: EntityTable<UserFontRow, 'key'> };

let opened: UserFontDb | null = null;

function database(): UserFontDb {
  if (!opened) {
    const db = new Dexie('pixloom-user-fonts') as UserFontDb;
    db.version(1).stores({ fonts: 'key, owner' });
    opened = db;
  }
  return opened;
}

const rowKey = (owner: string, id: string): string => `${owner}\n${id}`;

/** The fonts known in this page, by family (a Map: family names come from files). */
export const userFonts = createStore<ReadonlyMap<string, UserFont>>(new Map());

/** Adds fonts to the page's list (a family already there keeps its first file). */
export function registerUserFonts(fonts: readonly UserFont[]): void {
  userFonts.set((prev) => {
    const fresh = fonts.filter((f) => !prev.has(f.family));
    if (fresh.length === 0) return prev;
    const next = new Map(prev);
    for (const font of fresh) next.set(font.family, font);
    return next;
  });
}

/** The user font of `family`, if this page knows one. */
export function userFontFor(family: string): UserFont | null {
  return userFonts.get().get(family) ?? null;
}

/** The user fonts `doc`'s text layers use. */
export function userFontsIn(doc: EditorDocument): UserFont[] {
  const known = userFonts.get();
  const used = new Map<string, UserFont>();
  for (const layer of doc.layers) {
    if (layer.kind !== 'text') continue;
    const font = known.get(layer.fontFamily);
    if (font) used.set(font.family, font);
  }
  return [...used.values()];
}

/** The owner's fonts on this device, oldest first. */
export async function listUserFonts(owner: string): Promise<UserFont[]> {
  const rows = await database().fonts.where('owner').equals(owner).toArray();
  return rows
    .filter((r) => r.owner === owner)
    .sort((a, b) => a.addedAt - b.addedAt)
    .map(({ id, family, type, bytes }) => ({ id, family, type, bytes }));
}

/** Reads the owner's fonts into the page's list; returns them. */
export async function loadUserFonts(owner: string): Promise<UserFont[]> {
  const fonts = await listUserFonts(owner);
  registerUserFonts(fonts);
  return fonts;
}

/** Keeps a font for the owner (the same file twice is one row). */
export async function keepUserFont(owner: string, font: UserFont): Promise<void> {
  const key = rowKey(owner, font.id);
  const existing = await database().fonts.get(key);
  await database().fonts.put({ ...font, key, owner, addedAt: existing?.addedAt ?? Date.now() });
}

/**
 * Checks an uploaded file and keeps it for the owner: the font (throws UserFontError when the file is too
 * big, not a font, or names a family Pixloom ships).
 */
export async function addUserFont(owner: string, file: Blob): Promise<UserFont> {
  const bytes = await file.arrayBuffer();
  const facts = await readFontFile(new Uint8Array(bytes));
  const font: UserFont = { id: await fontAssetId(bytes), family: facts.family, type: facts.type, bytes };
  await keepUserFont(owner, font);
  // A new file of a family already listed replaces it (the user uploaded a better copy).
  userFonts.set((prev) => new Map(prev).set(font.family, font));
  return font;
}

/** Forgets one of the owner's fonts on this device (designs that use it keep their own copy as an asset). */
export async function removeUserFont(owner: string, id: string): Promise<void> {
  await database().fonts.delete(rowKey(owner, id));
  userFonts.set((prev) => {
    const next = new Map(prev);
    for (const [family, font] of prev) if (font.id === id) next.delete(family);
    return next;
  });
}

/** Forgets every font of the page's list (another user signed in). */
export function forgetPageFonts(): void {
  userFonts.set(new Map());
}

/**
 * The fonts a project brought (its "font-…" assets, issue 16): read, listed in this page and kept for the
 * owner on this device too, so a design made elsewhere opens with its own font. Files that are not
 * readable fonts are skipped. Returns the fonts registered.
 */
export async function registerProjectFonts(owner: string, assets: Iterable<[string, Blob]>): Promise<UserFont[]> {
  const fonts: UserFont[] = [];
  for (const [id, blob] of assets) {
    if (!isFontAssetId(id)) continue;
    try {
      const bytes = await blob.arrayBuffer();
      const facts = await readFontFile(new Uint8Array(bytes));
      const font: UserFont = { id, family: facts.family, type: facts.type, bytes };
      fonts.push(font);
      await keepUserFont(owner, font).catch(() => undefined);
    } catch {
      // Not a font this device can read: the text shows in the fallback.
    }
  }
  registerUserFonts(fonts);
  return fonts;
}
