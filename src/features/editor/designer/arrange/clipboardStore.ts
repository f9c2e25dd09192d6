// The designer's clipboard on the device (issue 16, "copy/paste between projects"): the last copy of
// layers with their pictures' bytes, in a small Dexie database of its own so it survives switching projects
// and reloads. One copy per owner (the signed-in user's email, or the anonymous visitor): another user of
// the device never pastes it. Bytes are kept as ArrayBuffer (Safari cannot always store Blobs).
import Dexie, { type EntityTable } from 'dexie';

export interface ClipImage {
  imageId: string;
  type: string;
  bytes: ArrayBuffer;
}

export interface ClipRow {
  owner: string;
  /** Changes with every copy (so pastes of one copy can be counted). */
  clipId: string;
  /** The project the layers were copied from (null: a design without a project). */
  source: string | null;
  /** The layers as JSON; read back through readClipLayers only. */
  layers: unknown;
  images: ClipImage[];
  copiedAt: number;
}

type ClipboardDb = Dexie & { clips: EntityTable<ClipRow, 'owner'> };

let opened: ClipboardDb | null = null;

function database(): ClipboardDb {
  if (!opened) {
    const db = new Dexie('pixloom-clipboard') as ClipboardDb;
    db.version(1).stores({ clips: 'owner' });
    opened = db;
  }
  return opened;
}

export async function storeClip(row: ClipRow): Promise<void> {
  await database().clips.put(row);
}

/** The owner's last copy, or null. */
export async function readClip(owner: string): Promise<ClipRow | null> {
  const row = await database().clips.get(owner);
  return row && row.owner === owner ? row : null;
}

/** Forgets the owner's copy (signing out on a shared device). */
export async function clearClip(owner: string): Promise<void> {
  await database().clips.delete(owner);
}
